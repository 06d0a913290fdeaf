// A campaign page (issue 32), served by Django under /offres/<slug> (route key
// « landing », content/routes.json): Marketing composes it in Wagtail from the
// site's own sections, the hero first (website/page_data/landing.py). The hero
// hydrates with the page (props.page.hero); the other blocks, drawn as the
// offer pages draw them (components/landing/LandingBlock.tsx), when they near
// the viewport (deferred/LandingBelow.tsx, lib/deferredSection.tsx), with
// their data (props.page.sections), as on the offer pages: with every block,
// the page's script would pass issue 18's 80 KB otherwise, and its HTML the
// first round trip.
import LandingHero from '../components/landing/LandingHero';
import type { LandingPage as LandingData } from '../content/types.generated';
import { deferredSection } from '../lib/deferredSection';
import { usePageProps } from '../lib/pageProps';

const LandingBelow = deferredSection(() => import('./deferred/LandingBelow'));

export default function LandingPage() {
  const { hero, withForm } = usePageProps<LandingData>().page;
  return (
    <>
      {hero.type === 'hero' && <LandingHero hero={hero.value} withForm={withForm} />}
      <LandingBelow />
    </>
  );
}
LandingPage.sections = [LandingBelow];
