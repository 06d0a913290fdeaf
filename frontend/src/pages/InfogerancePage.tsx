// /infogerance (spec §2): hero, benefits, the managed Microsoft solutions
// (text only, no vendor logo), the scope cards (#services), testimonials,
// the managed-IT FAQ, and #contact with the lead form and its extra fields.
// The words come from content/page_infogerance.json (props.page.words).
// The hero hydrates with the page; the rest (deferred/InfogeranceBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';
import { deferredSection } from '../lib/deferredSection';

const InfogeranceBelow = deferredSection(() => import('./deferred/InfogeranceBelow'));

export default function InfogerancePage() {
  const { words } = useOfferContent();
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-infogerance')} />
      <InfogeranceBelow />
    </>
  );
}
InfogerancePage.sections = [InfogeranceBelow];
