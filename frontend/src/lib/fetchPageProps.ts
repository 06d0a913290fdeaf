import type { PageProps } from '../types';

/**
 * Client-side navigation: the next page's props come from Django, from the
 * same view that renders the HTML, asked for JSON. A 404 still carries the
 * props of the 404 page. Any other failure rejects, and the caller falls back
 * to a full page load.
 */
export async function fetchPageProps(pathAndSearch: string, signal: AbortSignal): Promise<PageProps> {
  const response = await fetch(pathAndSearch, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as PageProps;
}
