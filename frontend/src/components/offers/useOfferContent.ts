// The content of an offer page below its hero, as its builder put it in the
// props (website/page_data/offers.py): validated by Django, or the spec §8
// fallbacks. The browser does not check them again. Only the deferred
// sections (pages/deferred/*Below.tsx) read it: in the props embedded in the
// server's HTML it is null, and lib/deferredSection.tsx fetches it with their
// code; the hero's words come with the page (props.page.hero).
import type { OfferPage, OfferSections } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';

export function useOfferContent(): OfferSections {
  return usePageProps<OfferPage>().page.sections!;
}
