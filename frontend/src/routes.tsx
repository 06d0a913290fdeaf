// Route key -> page component, for the route table in content/routes.json.
// Each page is its own chunk. The chunk is loaded before the page is shown:
// before hydration (entry-client.tsx), before rendering on the server
// (entry-server.tsx) and before a client-side navigation completes (App.tsx),
// so the first render always matches the server's HTML.
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export const PAGE_MODULES: Record<string, () => PageModule> = {
  home: () => import('./pages/HomePage'),
  telephonie: () => import('./pages/TelephoniePage'),
  connexion: () => import('./pages/ConnexionPage'),
  infogerance: () => import('./pages/InfogerancePage'),
  cybersecurite: () => import('./pages/CybersecuritePage'),
  contact: () => import('./pages/ContactPage'),
  'mentions-legales': () => import('./pages/legal/LegalNoticePage'),
  'politique-confidentialite': () => import('./pages/legal/PrivacyPolicyPage'),
  cookies: () => import('./pages/legal/CookiePolicyPage'),
  sitemap: () => import('./pages/SitemapPage'),
  'not-found': () => import('./pages/NotFoundPage'),
};

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
