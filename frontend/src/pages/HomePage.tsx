// Page "home" (spec §2), sections in the spec's order: hero carousel, slogan,
// client logos, the four offers, the telephony and internet steps, the
// infogérance and vault sections, the testimonials and the closing call to
// action. Everything is server-rendered; the content files (and the copy of
// the offer sections, content/home.json, which keeps that text out of the
// JavaScript) arrive in the props (website/page_data/home.py), validated
// by Django or replaced by their spec §8 fallbacks.
import CategoryCards from '../components/home/CategoryCards';
import ClientMarquee from '../components/home/ClientMarquee';
import HeroCarousel from '../components/home/HeroCarousel';
import HomeClosingCta from '../components/home/HomeClosingCta';
import HomeShowcase from '../components/home/HomeShowcase';
import KeyFigures from '../components/home/KeyFigures';
import PointList from '../components/home/PointList';
import Reveal from '../components/ui/Reveal';
import StepList from '../components/home/StepList';
import TestimonialsMarquee from '../components/home/TestimonialsMarquee';
import type { HomePage as HomeData } from '../content/types.generated';
import { usePageProps } from '../lib/pageProps';
import { routeByKey } from '../routeTable';
import './HomePage.css';

export const SLOGAN = 'Vos équipes avancent, vos outils suivent.';

export default function HomePage() {
  const { page } = usePageProps<HomeData>();
  const { slides, clients, testimonials, showcases } = page;

  const home = routeByKey('home');
  return (
    <div className="home">
      {/* The page's one stable <h1>, whatever slide is shown (the slides'
          titles are <h2>). */}
      <h1 className={slides.length > 0 ? 'visually-hidden' : 'container home-title'}>{home.title}</h1>
      {slides.length > 0 ? (
        <HeroCarousel slides={slides} />
      ) : (
        // Spec §8: no slides when the hero file fails; the page keeps its headline.
        <section className="container page-intro">
          <p>{home.description}</p>
        </section>
      )}

      <section className="home-slogan" aria-labelledby="slogan">
        <div className="container">
          <h2 id="slogan" className="home-slogan__text">
            {SLOGAN}
          </h2>
          <KeyFigures />
        </div>
      </section>

      <Reveal as="section" className="home-clients" aria-labelledby="clients-title">
        <div className="container home-section-head">
          <h2 id="clients-title">Plus de 250 entreprises nous font confiance</h2>
          <p>Commerces, cabinets, ateliers, hôtels et PME multi-sites, principalement en Île-de-France.</p>
        </div>
        <ClientMarquee clients={clients} />
      </Reveal>

      <Reveal as="section" className="home-categories" aria-labelledby="solutions-title">
        <div className="container">
          <div className="home-section-head">
            <h2 id="solutions-title">Nos solutions pour les entreprises</h2>
            <p>Un seul interlocuteur pour vos appels, votre connexion, votre parc informatique et votre sécurité.</p>
          </div>
          <CategoryCards />
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

      <HomeClosingCta />
    </div>
  );
}
