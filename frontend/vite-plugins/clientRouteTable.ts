// content/routes.json is the one route table shared with Django, and every
// page's first script carries it (issue 18's script budget: 80 KB per route).
// Part of it is for Django alone: the file's comment, the product name (the
// page props carry the titles), and the sitemap.xml and canonical fields of
// each route. This plugin leaves those out of the bundled copy; the file
// itself, its pydantic models and the generated types stay whole.
// frontend/src/routeTable.ts types its rows without these fields
// (ClientRoute), so code that would read one fails to type-check instead of
// finding `undefined` at run time.
import type { Plugin } from 'vite';

/** Top-level fields of routes.json that no browser code reads. */
export const SERVER_ONLY_TABLE_FIELDS = ['_comment', 'productName'] as const;
/** Fields of each route that no browser code reads (sitemap.xml, canonical URL; the
 *  page title and description, which Django puts in <head> and the page props carry
 *  to the browser: Marketing edits them in Wagtail, so a bundled copy would go stale). */
export const SERVER_ONLY_ROUTE_FIELDS = ['changefreq', 'inSitemap', 'canonical', 'title', 'description'] as const;
export type ServerOnlyRouteField = (typeof SERVER_ONLY_ROUTE_FIELDS)[number];

const ROUTES_FILE = /[\\/]content[\\/]routes\.json$/;

type Row = Record<string, unknown>;

/** The route table without its server-only fields, as JSON text. */
export function clientRouteTable(source: string): string {
  const table = JSON.parse(source) as Row;
  for (const field of SERVER_ONLY_TABLE_FIELDS) delete table[field];
  const strip = (route: Row) => {
    for (const field of SERVER_ONLY_ROUTE_FIELDS) delete route[field];
  };
  (table.routes as Row[]).forEach(strip);
  strip(table.notFound as Row);
  strip(table.landing as Row);
  return JSON.stringify(table);
}

export default function clientRoutes(): Plugin {
  return {
    name: 'client-route-table',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTES_FILE.test(id.split('?')[0])) return null;
      return { code: clientRouteTable(code), map: null };
    },
  };
}
