// The content files of an offer page, as its builder put them in the props
// (website/page_data/offers.py): validated by Django, or their spec §8
// fallbacks. The browser does not check them again. `words` is the page's
// copy (content/page_<key>.json, edited in the back office).
import type { Faq, OfferCopy, OfferPage, Testimonials } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';

export interface OfferContent {
  /** The hero, sections and contact texts, in the order of the page. */
  words: OfferCopy;
  /** undefined until the data is there: the FAQ shows its loading state. */
  faq?: Faq;
  /** undefined when the page has no testimonials. */
  testimonials?: Testimonials;
}

export function useOfferContent(): OfferContent {
  const { page } = usePageProps<Partial<OfferPage> & Pick<OfferPage, 'words'>>();
  return { words: page.words, faq: page.faq, testimonials: page.testimonials };
}
