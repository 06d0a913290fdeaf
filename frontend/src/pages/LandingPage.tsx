// A campaign page (issue 32), served by Django under /offres/<slug> (route key
// « landing », content/routes.json): Marketing composes it in Wagtail from the
// site's own sections, the hero first (props.page.blocks, website/page_data/
// landing.py). The hero hydrates with the page; the other blocks, drawn as the
// offer pages draw them (components/landing/LandingBlock.tsx), when they near
// the viewport (deferred/LandingBelow.tsx, lib/deferredSection.tsx), as on
// the offer pages: with every block, the page's script would pass issue 18's
// 80 KB otherwise.
import LandingHero from '../components/landing/LandingHero';
import { hasForm } from '../components/landing/landingForm';
import type { LandingPage as LandingData } from '../content/types.generated';
import { deferredSection } from '../lib/deferredSection';
import { usePageProps } from '../lib/pageProps';

const LandingBelow = deferredSection(() => import('./deferred/LandingBelow'));

export default function LandingPage() {
  const { blocks } = usePageProps<LandingData>().page;
  const [first] = blocks;
  return (
    <>
      {first.type === 'hero' && <LandingHero hero={first.value} withForm={hasForm(blocks)} />}
      <LandingBelow />
    </>
  );
}
LandingPage.sections = [LandingBelow];
