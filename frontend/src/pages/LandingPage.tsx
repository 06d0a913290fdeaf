// A campaign page (issue 32), served by Django under /offres/<slug> (route key
// « landing », content/routes.json): Marketing composes it in Wagtail from the
// site's own sections, the hero first (props.page.blocks, website/page_data/
// landing.py). Each block is drawn as the offer pages draw it
// (components/landing/LandingBlock.tsx). The page is short and all of it is
// server-rendered and hydrated at once: no section waits for the viewport.
import LandingBlock from '../components/landing/LandingBlock';
import type { LandingPage as LandingData } from '../content/types.generated';
import { usePageProps } from '../lib/pageProps';

export default function LandingPage() {
  const { blocks, clients } = usePageProps<LandingData>().page;
  const hasForm = blocks.some((block) => block.type === 'form');
  return (
    <>
      {blocks.map((block, index) => (
        <LandingBlock
          key={`${index}-${block.type}`}
          block={block}
          position={index + 1}
          hasForm={hasForm}
          clients={clients ?? []}
        />
      ))}
    </>
  );
}
