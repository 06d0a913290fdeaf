// The content files of an offer page, as its builder put them in the props
// (website/page_data/offers.py): validated by Django, or their spec §8
// fallbacks. The browser does not check them again.
import type { Faq, OfferPage, Testimonials } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';

export interface OfferContent {
  /** undefined until the data is there: the FAQ shows its loading state. */
  faq?: Faq;
  /** undefined when the page has no testimonials. */
  testimonials?: Testimonials;
}

export function useOfferContent(): OfferContent {
  const { page } = usePageProps<Partial<OfferPage>>();
  return { faq: page.faq, testimonials: page.testimonials };
}
