// Route key -> page component, for the route table in content/routes.json.
// Each page is its own chunk. The chunk is loaded before the page is shown:
// before hydration (hydrate.tsx), before rendering on the server
// (entry-server.tsx) and before a client-side navigation completes (App.tsx),
// so the first render always matches the server's HTML.
import type { ComponentType } from 'react';

import { NOT_FOUND, ROUTES } from './routeTable';

type PageModule = Promise<{ default: ComponentType }>;

// Every page module; routes.json names the one of each route ("component"),
// from which the build derives the page's inlined stylesheet and chunk list
// (frontend/vite-plugins/pageAssets.ts).
const MODULES = import.meta.glob<{ default: ComponentType }>('./pages/**/*Page.tsx');

export const PAGE_MODULES: Record<string, () => PageModule> = Object.fromEntries(
  [...ROUTES, NOT_FOUND].map((route) => {
    const load = MODULES[`./${route.component}`];
    if (!load) throw new Error(`routes.json: no module frontend/src/${route.component} for ${route.key}`);
    return [route.key, load];
  }),
);

const loaded = new Map<string, ComponentType>();

/** Loads (once) the page component of a route key. */
export async function loadPageComponent(key: string): Promise<ComponentType> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const load = PAGE_MODULES[key] ?? PAGE_MODULES['not-found'];
  const component = (await load()).default;
  loaded.set(key, component);
  return component;
}

/** The page component of a route key, which must have been loaded. */
export function pageComponent(key: string): ComponentType {
  const component = loaded.get(key);
  if (!component) throw new Error(`Page ${key} rendered before its chunk was loaded`);
  return component;
}
