// A campaign page below its hero (LandingPage.tsx): its other blocks, in
// order. Hydrated when it nears the viewport (lib/deferredSection.tsx).
import LandingBlock from '../../components/landing/LandingBlock';
import { hasForm } from '../../components/landing/landingForm';
import type { LandingPage as LandingData } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';

export default function LandingBelow() {
  const { blocks, clients } = usePageProps<LandingData>().page;
  const withForm = hasForm(blocks);
  return (
    <>
      {blocks.slice(1).map((block, index) => (
        <LandingBlock
          key={`${index + 2}-${block.type}`}
          block={block}
          position={index + 2}
          hasForm={withForm}
          clients={clients ?? []}
        />
      ))}
    </>
  );
}
