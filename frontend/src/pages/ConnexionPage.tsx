// /connexion (spec §2): hero, why-connectivity steps, benefit cards
// (#features), testimonials, the connectivity FAQ, and #contact with the lead
// form and its extra fields (context "internet"). The words come from
// content/page_connexion.json
// (props.page.hero; the rest in props.page.sections); the layout is here.
// The hero hydrates with the page; the rest (deferred/ConnexionBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import type { OfferPage } from '../content/types.generated';
import { usePageProps } from '../lib/pageProps';
import { deferredSection } from '../lib/deferredSection';

const ConnexionBelow = deferredSection(() => import('./deferred/ConnexionBelow'));

export default function ConnexionPage() {
  const { hero } = usePageProps<OfferPage>().page;
  return (
    <>
      <OfferHero quickContact {...hero} art={heroArt('hero-connexion')} />
      <ConnexionBelow />
    </>
  );
}
ConnexionPage.sections = [ConnexionBelow];
