// /cybersecurite (spec §2): hero, the #solutions cards (their heading carries
// the route table's #offers fragment) with the live threat-map card, the
// cybersecurity FAQ, and #contact with the key figures and the lead form.
// The words come from content/page_cybersecurite.json (props.page.words).
// The hero hydrates with the page; the rest (deferred/CybersecuriteBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';
import { deferredSection } from '../lib/deferredSection';

const CybersecuriteBelow = deferredSection(() => import('./deferred/CybersecuriteBelow'));

export default function CybersecuritePage() {
  const { words } = useOfferContent();
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-cybersecurite')} />
      <CybersecuriteBelow />
    </>
  );
}
CybersecuritePage.sections = [CybersecuriteBelow];
