// Route key -> page component, for the route table in content/routes.json.
// Each page is its own chunk. The chunk is loaded before the page is shown:
// before hydration (hydrate.tsx), before rendering on the server
// (entry-server.tsx) and before a client-side navigation completes (App.tsx),
// so the first render always matches the server's HTML.
import { lazy, useEffect, type ComponentType } from 'react';

import type { DeferredSection } from './lib/deferredSection';
import { firstUse } from './lib/hydrateOnUse';
import { LANDING, NOT_FOUND, ROUTES } from './routeTable';
import type { PageProps } from './types';

/** A page; `sections` are its parts hydrated near the viewport (lib/deferredSection.tsx). */
export type PageComponent = ComponentType & { sections?: readonly DeferredSection[] };
type PageModule = Promise<{ default: PageComponent }>;

// Every page module; routes.json names the one of each route ("component"),
// from which the build derives the page's inlined stylesheet and chunk list
// (frontend/vite-plugins/pageAssets.ts).
const MODULES = import.meta.glob<{ default: PageComponent }>('./pages/**/*Page.tsx');

export const PAGE_MODULES: Record<string, () => PageModule> = Object.fromEntries(
  [...ROUTES, NOT_FOUND, LANDING].map((route) => {
    const load = MODULES[`./${route.component}`];
    if (!load) throw new Error(`routes.json: no module frontend/src/${route.component} for ${route.key}`);
    return [route.key, load];
  }),
);

const loaded = new Map<string, PageComponent>();

/**
 * Loads (once) the page component of a route key; with `sections`, also the
 * code of its sections hydrated near the viewport: the server and a
 * client-side navigation render the whole page at once, only the page shown
 * at load waits for them (lib/deferredSection.tsx).
 */
export async function loadPageComponent(key: string, { sections = false } = {}): Promise<ComponentType> {
  let component = loaded.get(key);
  if (!component) {
    const load = PAGE_MODULES[key] ?? PAGE_MODULES['not-found'];
    component = (await load()).default;
    loaded.set(key, component);
  }
  if (sections) await Promise.all((component.sections ?? []).map((section) => section.load()));
  return component;
}

/**
 * Pages whose server HTML is all of their content (text and links): on a
 * page load their chunk waits for the visitor's first use (lib/hydrateOnUse.ts).
 * A client-side navigation still loads a page before showing it.
 */
export const HYDRATED_ON_USE = new Set([
  'mentions-legales',
  'politique-confidentialite',
  'cookies',
  'accessibilite',
  'sitemap',
  'not-found',
]);

/** Whether the page of these props, shown at load, waits for its first use (not inside the page shell). */
export function hydratesOnUse(props: Pick<PageProps, 'route' | 'shell'>): boolean {
  return HYDRATED_ON_USE.has(props.route.key) && !props.shell;
}

let resolveHydrated: () => void = () => {};
/** Settles once the page shown at load is hydrated (at once for the others: see App.tsx). */
export const pageHydrated = new Promise<void>((resolve) => (resolveHydrated = resolve));

const onUse = new Map<string, ComponentType>();

/**
 * The page at load of a route of HYDRATED_ON_USE, whose chunk is not loaded:
 * a lazy component that loads it at the visitor's first use and reports its
 * hydration. Kept for that route from then on, so that the page is never
 * mounted again as another component type.
 */
export function pageOnUse(key: string): ComponentType {
  let Page = onUse.get(key);
  if (!Page) {
    Page = lazy(async () => {
      await firstUse();
      const Loaded = await loadPageComponent(key);
      return {
        default: function HydratedOnUse() {
          useEffect(() => resolveHydrated(), []);
          return <Loaded />;
        },
      };
    });
    onUse.set(key, Page);
  }
  return Page;
}

/** The page to render for a route key: the loaded component, or its on-use stand-in. */
export function pageFor(key: string): ComponentType {
  const Page = onUse.get(key) ?? loaded.get(key) ?? (HYDRATED_ON_USE.has(key) ? pageOnUse(key) : null);
  if (!Page) throw new Error(`Page ${key} rendered before its chunk was loaded`);
  return Page;
}

/** Marks the page shown at load as hydrated (pages hydrated with the shell). */
export function markPageHydrated(): void {
  resolveHydrated();
}
