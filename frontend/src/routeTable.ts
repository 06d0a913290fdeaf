// Typed view of content/routes.json, the one route table shared with Django.
import table from '../../content/routes.json';

/** A sub-link of a route in the sitemap page (spec §2 "Fragment listed"). */
export interface RouteFragment {
  /** Link text. */
  label: string;
  /** Element id on the page, without '#'. */
  fragment: string;
}

/** One row of the spec's route table. */
export interface RouteEntry {
  /** Stable key, also the React Router route id. */
  key: string;
  /** Page module under frontend/src/, e.g. pages/HomePage.tsx. */
  component: string;
  /** URL path. */
  path: string;
  /** Label in the sitemap page. */
  label: string;
  /** Shorter label in the header and footer. */
  menuLabel: string;
  /** Title data: the <title> is the product name followed by this. */
  title: string;
  /** Meta description. */
  description: string;
  /** Sitemap group key. */
  section: string;
  /** Spec priority, 0-100. */
  priority: number;
  /** sitemap.xml change frequency, or null when the spec gives none. */
  changefreq: string | null;
  /** Listed in sitemap.xml. */
  inSitemap: boolean;
  /** Canonical path when it differs from path (home: "/"). */
  canonical?: string;
  /** Sub-links shown in the sitemap page. */
  fragments: RouteFragment[];
}

export const ROUTES: RouteEntry[] = table.routes as RouteEntry[];
export const SECTIONS: { key: string; label: string }[] = table.sections;
export const MENU_KEYS: string[] = table.menu;
export const FOOTER_KEYS: string[] = table.footer;
export const REDIRECTS: Record<string, string> = table.redirects;

export function routeByKey(key: string): RouteEntry {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route key ${key} in content/routes.json`);
  return route;
}

/** Spec §2 sitemap page: groups in section order, entries by priority desc then label. */
export function sitemapGroups(routes: RouteEntry[] = ROUTES): { key: string; label: string; routes: RouteEntry[] }[] {
  return SECTIONS.map((section) => ({
    ...section,
    routes: routes
      .filter((r) => r.section === section.key)
      .sort((a, b) => b.priority - a.priority || a.label.localeCompare(b.label, 'fr')),
  })).filter((group) => group.routes.length > 0);
}
