// How many items of a long list the server's HTML holds (content/previews.json,
// which Django reads too: website/content/previews.py). A longer list shows the
// rest once its section is hydrated (its data then comes with its code:
// lib/deferredSection.tsx), and, without JavaScript, on the same page asked for
// with ?tout=<list>, which its link points at. The first visit's HTML then
// keeps one size whatever the list holds (issue 31: budgets at the largest
// content, docs/performance.md).
import previewsJson from '../../../content/previews.json';
import { useContext } from 'react';
import type { PageProps } from '../content/types.generated';
import { PagePropsContext } from './pageProps';

export type ExpandedList = NonNullable<PageProps['expand']>;

/** Items of each list in the server's HTML. */
export const PREVIEWS: Readonly<Record<'faq' | 'homeTestimonials' | 'offerTestimonials', number>> = {
  faq: previewsJson.faq,
  homeTestimonials: previewsJson.homeTestimonials,
  offerTestimonials: previewsJson.offerTestimonials,
};

/** The address of this page with `list` shown whole, scrolled to `fragment`. */
export function expandedHref(list: ExpandedList, fragment: string): string {
  return `?tout=${list}#${fragment}`;
}

/** True when this page was asked for with `list` whole (a link without JavaScript). */
export function useExpanded(list: ExpandedList): boolean {
  // Outside a page (component tests), no list is expanded.
  return useContext(PagePropsContext)?.expand === list;
}
