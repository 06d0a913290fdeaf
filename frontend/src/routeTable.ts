// Typed view of content/routes.json, the one route table shared with Django.
// Its type is generated from the pydantic models that validate the file
// (core/routes.py, `make types`): the assignment below fails to type-check
// when the file and the models part ways.
import table from '../../content/routes.json';
import type { ServerOnlyRouteField } from '../vite-plugins/clientRouteTable';
import type { ListedRoute, RouteTable } from './content/types.generated';

/**
 * One row of the spec's route table, as the browser has it: the build leaves
 * out the fields only Django reads (frontend/vite-plugins/clientRouteTable.ts).
 */
export type RouteEntry = Omit<ListedRoute, ServerOnlyRouteField>;

const TABLE: RouteTable = table;

export const ROUTES: RouteEntry[] = TABLE.routes;
export const SECTIONS = TABLE.sections;
export const MENU_KEYS = TABLE.menu;
export const FOOTER_KEYS = TABLE.footer;
export const REDIRECTS = TABLE.redirects;
export const NOT_FOUND = TABLE.notFound;
/** The campaign pages' template (Wagtail's landing pages, under its path). */
export const LANDING = TABLE.landing;

export function routeByKey(key: string): RouteEntry {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route key ${key} in content/routes.json`);
  return route;
}

/**
 * Spec §2 sitemap page: groups in section order, entries by priority desc then label.
 * headings: each group's heading by section key, as published (props.page.words.sections).
 */
export function sitemapGroups(
  headings: Record<string, string>,
  routes: RouteEntry[] = ROUTES,
): { key: string; label: string; routes: RouteEntry[] }[] {
  return SECTIONS.map((section) => ({
    ...section,
    label: headings[section.key] ?? section.key,
    routes: routes
      .filter((r) => r.section === section.key)
      .sort((a, b) => b.priority - a.priority || a.label.localeCompare(b.label, 'fr')),
  })).filter((group) => group.routes.length > 0);
}
