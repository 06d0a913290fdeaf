// /home below its first screen (HomePage.tsx): client logos, the four offers,
// the showcases, the testimonials with the review form and the closing call
// to action. Hydrated when it nears the viewport (lib/deferredSection.tsx),
// which gives it the page's `sections` props even where the server's HTML
// left them out of its embedded props (fetched with this chunk).
import CategoryCards from '../../components/home/CategoryCards';
import ClientMarquee from '../../components/home/ClientMarquee';
import HomeClosingCta from '../../components/home/HomeClosingCta';
import HomeShowcase from '../../components/home/HomeShowcase';
import PointList from '../../components/home/PointList';
import Reveal from '../../components/ui/Reveal';
import StepList from '../../components/home/StepList';
import TestimonialsMarquee from '../../components/home/TestimonialsMarquee';
import type { HomePage as HomeData } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';
import { HOME_WORDS } from '../homeWords';

export default function HomeBelow() {
  const { clients, testimonials, showcases, categories, words: edited } = usePageProps<HomeData>().page.sections!;
  const words = edited ?? HOME_WORDS;
  return (
    <>
      <Reveal as="section" className="home-clients" aria-labelledby="clients-title">
        <div className="container home-section-head">
          <h2 id="clients-title">{words.clientsTitle}</h2>
          <p>{words.clientsIntro}</p>
        </div>
        <ClientMarquee clients={clients} />
      </Reveal>

      <Reveal as="section" className="home-categories" aria-labelledby="solutions-title">
        <div className="container">
          <div className="home-section-head">
            <h2 id="solutions-title">{words.solutionsTitle}</h2>
            <p>{words.solutionsIntro}</p>
          </div>
          <CategoryCards categories={categories} more={words.categoriesLink ?? HOME_WORDS.categoriesLink!} />
        </div>
      </Reveal>

      {showcases.map((section) => (
        <HomeShowcase key={section.id} {...section}>
          {section.steps ? (
            <StepList steps={section.steps} subject={`défilement des étapes (${section.eyebrow})`} />
          ) : (
            <PointList points={section.points ?? []} />
          )}
        </HomeShowcase>
      ))}

      <TestimonialsMarquee testimonials={testimonials} />

      <HomeClosingCta title={words.closingTitle} text={words.closingText} />
    </>
  );
}
