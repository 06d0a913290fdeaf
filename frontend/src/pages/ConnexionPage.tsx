// /connexion (spec §2): hero, why-connectivity steps, benefit cards
// (#features), testimonials, the connectivity FAQ, and #contact with the lead
// form and its extra fields (context "internet"). The words come from
// content/page_connexion.json (props.page.words); the layout is here.
// The hero hydrates with the page; the rest (deferred/ConnexionBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';
import { deferredSection } from '../lib/deferredSection';

const ConnexionBelow = deferredSection(() => import('./deferred/ConnexionBelow'));

export default function ConnexionPage() {
  const { words } = useOfferContent();
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-connexion')} />
      <ConnexionBelow />
    </>
  );
}
ConnexionPage.sections = [ConnexionBelow];
