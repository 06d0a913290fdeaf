// The content files of an offer page, as its builder put them in the props
// (telecomsite/page_data/offers.py), parsed again with the browser schemas so
// that the spec §5/§8 rules hold on client-side navigation too.
import { useMemo } from 'react';
import { parseFaq, parseTestimonials, type Faq, type Testimonials } from '../content/schemas';
import { usePageProps } from '../lib/pageProps';

/** props.page of the offer pages. */
export interface OfferPageData {
  /** faq_*.json, validated by the server (or its fallback). */
  faq?: unknown;
  /** avis_*.json, validated by the server (or its fallback). */
  testimonials?: unknown;
}

export interface OfferContent {
  /** undefined until the data is there: the FAQ shows its loading state. */
  faq?: Faq;
  /** undefined when the page has no testimonials. */
  testimonials?: Testimonials;
}

export function useOfferContent(): OfferContent {
  const { page } = usePageProps<OfferPageData>();
  const faq = useMemo(() => (page.faq === undefined ? undefined : parseFaq(page.faq)), [page.faq]);
  const testimonials = useMemo(
    () => (page.testimonials === undefined ? undefined : parseTestimonials(page.testimonials)),
    [page.testimonials],
  );
  return { faq, testimonials };
}
