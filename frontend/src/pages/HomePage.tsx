// Page "home" (spec §2), sections in the spec's order: hero carousel, slogan,
// client logos, the four offers, the telephony and internet steps, the
// infogérance and vault sections, the testimonials and the closing call to
// action. Everything is server-rendered; the content files (and the copy of
// the offer sections, content/home.json, which keeps that text out of the
// JavaScript) arrive in the props (website/page_data/home.py), validated
// by Django or replaced by their spec §8 fallbacks. The first screen (hero,
// slogan) hydrates with the page; the rest (deferred/HomeBelow.tsx) when it
// nears the viewport (lib/deferredSection.tsx).
import HeroCarousel from '../components/home/HeroCarousel';
import KeyFigures from '../components/home/KeyFigures';
import type { HomePage as HomeData } from '../content/types.generated';
import { deferredSection } from '../lib/deferredSection';
import { usePageProps } from '../lib/pageProps';
import { SLOGAN } from './slogan';
import './HomePage.css';

const HomeBelow = deferredSection(() => import('./deferred/HomeBelow'));

export { SLOGAN };

export default function HomePage() {
  const { page, route, meta } = usePageProps<HomeData>();
  const { slides } = page;

  return (
    <div className="home">
      {/* The page's one stable <h1>, whatever slide is shown (the slides'
          titles are <h2>). */}
      <h1 className={slides.length > 0 ? 'visually-hidden' : 'container home-title'}>{route.title}</h1>
      {slides.length > 0 ? (
        <HeroCarousel slides={slides} />
      ) : (
        // Spec §8: no slides when the hero file fails; the page keeps its headline.
        <section className="container page-intro">
          <p>{meta.description}</p>
        </section>
      )}

      <section className="home-slogan" aria-labelledby="slogan">
        <div className="container">
          <h2 id="slogan" className="home-slogan__text">
            {page.slogan ?? SLOGAN}
          </h2>
          <KeyFigures figures={page.figures} />
        </div>
      </section>

      <HomeBelow />
    </div>
  );
}
HomePage.sections = [HomeBelow];
