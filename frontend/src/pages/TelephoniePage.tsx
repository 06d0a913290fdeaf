// /telephonie (spec §2): hero, why-VoIP steps, the eight feature cards
// (#features, with #fonction on their heading), telecom testimonials, the
// VoIP FAQ, and #contact with the lead form (no extra fields). The words come
// from content/page_telephonie.json (props.page.words); the layout is here.
// The hero hydrates with the page; the rest (deferred/TelephonieBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { heroArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';
import { deferredSection } from '../lib/deferredSection';

const TelephonieBelow = deferredSection(() => import('./deferred/TelephonieBelow'));

export default function TelephoniePage() {
  const { words } = useOfferContent();
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-telephonie')} />
      <TelephonieBelow />
    </>
  );
}
TelephoniePage.sections = [TelephonieBelow];
