// /infogerance (spec §2): hero, benefits, the managed Microsoft solutions
// (text only, no vendor logo), the scope cards (#services), testimonials,
// the managed-IT FAQ, and #contact with the lead form and its extra fields.
// The words come from content/page_infogerance.json
// (props.page.hero; the rest in props.page.sections).
// The hero hydrates with the page; the rest (deferred/InfogeranceBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import type { OfferPage } from '../content/types.generated';
import { usePageProps } from '../lib/pageProps';
import { deferredSection } from '../lib/deferredSection';

const InfogeranceBelow = deferredSection(() => import('./deferred/InfogeranceBelow'));

export default function InfogerancePage() {
  const { hero } = usePageProps<OfferPage>().page;
  return (
    <>
      <OfferHero quickContact {...hero} art={heroArt('hero-infogerance')} />
      <InfogeranceBelow />
    </>
  );
}
InfogerancePage.sections = [InfogeranceBelow];
