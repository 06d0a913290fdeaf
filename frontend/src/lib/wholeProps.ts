// A page's whole props, when the server's HTML embedded them with a part left
// out (website/pages.py: embedded_props): a legal page's prose, whose words the
// HTML already shows. Fetched once per path, from the page asked for JSON as a
// client navigation does; hydrate.tsx starts it at the visitor's first use,
// with the page's chunk, and the page waits for it before hydrating
// (pages/legal/LegalProse.tsx).
import { fetchPageProps } from './fetchPageProps';
import type { PageProps } from '../types';

const fetched = new Map<string, Promise<PageProps>>();

export function wholeProps<Page = Record<string, unknown>>(path: string): Promise<PageProps<Page>> {
  let whole = fetched.get(path);
  if (!whole) {
    whole = fetchPageProps(path);
    // A failed fetch may be tried again (another page load's first use).
    whole.catch(() => fetched.delete(path));
    fetched.set(path, whole);
  }
  return whole as unknown as Promise<PageProps<Page>>;
}
