// /cybersecurite (spec §2): hero, the #solutions cards (their heading carries
// the route table's #offers fragment) with the live threat-map card, the
// cybersecurity FAQ, and #contact with the key figures and the lead form.
// The words come from content/page_cybersecurite.json
// (props.page.hero; the rest in props.page.sections).
// The hero hydrates with the page; the rest (deferred/CybersecuriteBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import type { OfferPage } from '../content/types.generated';
import { usePageProps } from '../lib/pageProps';
import { deferredSection } from '../lib/deferredSection';

const CybersecuriteBelow = deferredSection(() => import('./deferred/CybersecuriteBelow'));

export default function CybersecuritePage() {
  const { hero } = usePageProps<OfferPage>().page;
  return (
    <>
      <OfferHero quickContact {...hero} art={heroArt('hero-cybersecurite')} />
      <CybersecuriteBelow />
    </>
  );
}
CybersecuritePage.sections = [CybersecuriteBelow];
