// A campaign page below its hero (LandingPage.tsx): its other blocks, in
// order. Hydrated when it nears the viewport (lib/deferredSection.tsx), which
// gives it the page's `sections` props (fetched with this chunk).
import LandingBlock from '../../components/landing/LandingBlock';
import type { LandingPage as LandingData } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';

export default function LandingBelow() {
  const { withForm, sections } = usePageProps<LandingData>().page;
  const { blocks, clients } = sections!;
  return (
    <>
      {blocks.map((block, index) => (
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
