// The props Django sends for every page (telecomsite/pages.py: build_props).
import type { Company } from './lib/site';

/** Head metadata Django computed for the page; the client reuses it after navigation. */
export interface PageMeta {
  /** Full <title>: product name followed by the route's title (spec §2). */
  title: string;
  /** Meta description. */
  description: string;
  /** "index,follow", or "noindex,follow" on the 404 page. */
  robots: string;
  /** Absolute canonical URL; null on the 404 page. */
  canonical: string | null;
}

/** Everything one page needs to render, on the server and on the client. */
export interface PageProps<Page = Record<string, unknown>> {
  /** Route key from content/routes.json and the requested path. */
  route: { key: string; path: string };
  /** Head metadata. */
  meta: PageMeta;
  /** Company facts (content/company.json). */
  site: Company;
  /** Current year, for the footer copyright. */
  year: number;
  /** Page-specific data (content files, published reviews...). */
  page: Page;
}
