// /telephonie (spec §2): hero, why-VoIP steps, the eight feature cards
// (#features, with #fonction on their heading), telecom testimonials, the
// VoIP FAQ, and #contact with the lead form (no extra fields). The words come
// from content/page_telephonie.json
// (props.page.hero; the rest in props.page.sections); the layout is here.
// The hero hydrates with the page; the rest (deferred/TelephonieBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import type { OfferPage } from '../content/types.generated';
import { usePageProps } from '../lib/pageProps';
import { deferredSection } from '../lib/deferredSection';

const TelephonieBelow = deferredSection(() => import('./deferred/TelephonieBelow'));

export default function TelephoniePage() {
  const { hero } = usePageProps<OfferPage>().page;
  return (
    <>
      <OfferHero quickContact {...hero} art={heroArt('hero-telephonie')} />
      <TelephonieBelow />
    </>
  );
}
TelephoniePage.sections = [TelephonieBelow];
