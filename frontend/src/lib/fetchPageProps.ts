import type { PageProps } from '../types';

/**
 * Client-side navigation: the next page's props come from Django, from the
 * same view that renders the HTML, asked for JSON. A 404 still carries the
 * props of the 404 page. Any other failure rejects, and the caller falls back
 * to a full page load. Also where a page's sections hydrated near the
 * viewport get their props when the server's HTML left them out
 * (lib/deferredSection.tsx).
 */
export async function fetchPageProps(pathAndSearch: string, signal?: AbortSignal): Promise<PageProps> {
  // Same-origin credentials are fetch's default (and the page needs none).
  const response = await fetch(pathAndSearch, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as PageProps;
}
