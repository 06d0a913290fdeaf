// Page "home" (spec §2), sections in the spec's order: hero carousel, slogan,
// client logos, the four offers, the telephony and internet steps, the
// infogérance and vault sections, the testimonials and the closing call to
// action. Everything is server-rendered; the content files arrive in the
// props (telecomsite/page_data/home.py) and are parsed again here with the
// same rules (content/schemas.ts).
import { useMemo } from 'react';
import CategoryCards from '../components/CategoryCards';
import ClientMarquee from '../components/ClientMarquee';
import HeroCarousel from '../components/HeroCarousel';
import HomeClosingCta from '../components/HomeClosingCta';
import HomeShowcase from '../components/HomeShowcase';
import KeyFigures from '../components/KeyFigures';
import PointList from '../components/PointList';
import Reveal from '../components/Reveal';
import StepList, { type Step } from '../components/StepList';
import TestimonialsMarquee from '../components/TestimonialsMarquee';
import { parseClients, parseHeroSlides, parseTestimonials } from '../content/schemas';
import { usePageProps } from '../lib/pageProps';
import { routeByKey } from '../routeTable';
import './HomePage.css';

/** props.page of the home page, as sent by Django (validated again on parse). */
interface HomeData {
  /** home-coursel.json. */
  slides?: unknown;
  /** clients.json. */
  clients?: unknown;
  /** avis.json followed by the published reviews. */
  testimonials?: unknown;
}

export const SLOGAN = 'Vos équipes avancent, vos outils suivent.';

const TELEPHONY_STEPS: readonly Step[] = [
  {
    title: 'Audit de 30 minutes avec un expert',
    text: 'Nous analysons vos lignes, vos usages et votre connexion, puis nous vous proposons une configuration adaptée. L’audit initial est gratuit.',
  },
  {
    title: 'Portabilité de vos numéros',
    text: 'Vous gardez vos numéros : nous coordonnons la bascule avec votre opérateur actuel, sans coupure pour vos appelants.',
  },
  {
    title: 'Postes livrés préconfigurés',
    text: 'Téléphones, casques et softphone arrivent prêts à l’emploi, avec pré-décroché, musique d’attente et débordement déjà paramétrés.',
  },
  {
    title: 'Un support en France',
    text: 'Nos techniciens répondent sous 24 h au plus tard et résolvent les incidents en 1 h en moyenne.',
  },
];

const INTERNET_STEPS: readonly Step[] = [
  {
    title: 'Test d’éligibilité de vos sites',
    text: 'Nous vérifions la fibre disponible à chaque adresse (FTTH, FTTO) et le débit dont vos équipes ont réellement besoin.',
  },
  {
    title: 'Installation et configuration',
    text: 'Routeur, Wi-Fi et, en option, pare-feu nouvelle génération sont installés et configurés par nos techniciens.',
  },
  {
    title: 'Secours 4G/5G automatique',
    text: 'Si la fibre est coupée, la connexion bascule sur le réseau mobile en quelques secondes, sans intervention de votre part.',
  },
  {
    title: 'Supervision continue',
    text: 'Vos accès sont surveillés en permanence : 99,8 % de disponibilité réseau et une alerte dès le moindre incident.',
  },
];

const INFOGERANCE_POINTS = [
  ['Postes de travail et serveurs', 'mises à jour, supervision et prise en main à distance en quelques minutes.'],
  ['Microsoft 365, Windows 11 Pro, Intune et Entra ID', 'comptes, licences et sécurité des accès gérés pour vous.'],
  ['Sauvegardes vérifiées', 'copies quotidiennes hébergées en France et tests de restauration réguliers.'],
  ['Périphériques et imprimantes', 'un seul numéro à appeler, quel que soit l’équipement en panne.'],
] as const;

const VAULT_POINTS = [
  ['Des mots de passe chiffrés', 'fini les identifiants partagés sur des post-it ou dans des tableurs.'],
  ['Des accès par collaborateur', 'chacun ne voit que les comptes dont il a besoin.'],
  ['Une traçabilité complète', 'chaque consultation est enregistrée, chaque accès se retire en un clic lors d’un départ.'],
] as const;

export default function HomePage() {
  const { page } = usePageProps<HomeData>();
  const slides = useMemo(() => parseHeroSlides(page.slides), [page.slides]);
  const clients = useMemo(() => parseClients(page.clients), [page.clients]);
  const testimonials = useMemo(() => parseTestimonials(page.testimonials), [page.testimonials]);

  return (
    <div className="home">
      {slides.length > 0 ? (
        <HeroCarousel slides={slides} />
      ) : (
        // Spec §8: no slides when the hero file fails; the page keeps its headline.
        <section className="container page-intro">
          <h1>{routeByKey('home').title}</h1>
          <p>{routeByKey('home').description}</p>
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

      <HomeShowcase
        id="telephonie"
        eyebrow="Téléphonie VoIP"
        title="Votre standard dans le cloud, en quatre étapes"
        intro="De l’audit à la mise en service, un seul interlocuteur et une plateforme hébergée en France."
        image="telephonie"
        imageAlt="Standard téléphonique VoIP relié aux postes fixes, aux casques et aux smartphones d’une équipe"
        link={{ label: 'Découvrir la téléphonie', to: '/telephonie' }}
      >
        <StepList steps={TELEPHONY_STEPS} subject="étapes de la téléphonie VoIP" />
      </HomeShowcase>

      <HomeShowcase
        id="internet"
        eyebrow="Internet & Connectivité"
        title="Une connexion professionnelle qui tient ses promesses"
        intro="Fibre, secours mobile et sécurité du réseau : votre activité reste en ligne, même en cas de coupure."
        image="connexion"
        imageAlt="Routeur fibre professionnel avec boîtier de secours 4G/5G relié au réseau de l’entreprise"
        flip
        link={{ label: 'Voir les offres Internet', to: '/connexion' }}
      >
        <StepList steps={INTERNET_STEPS} subject="étapes de la connexion Internet" />
      </HomeShowcase>

      <HomeShowcase
        id="infogerance"
        eyebrow="Infogérance"
        title="Votre informatique entre de bonnes mains"
        intro="Nos techniciens gèrent votre parc au quotidien pour que vos équipes se concentrent sur leur métier. Les incidents sont résolus en 1 h en moyenne."
        image="infogerance"
        imageAlt="Technicien supervisant à distance les postes, serveurs et sauvegardes d’une entreprise"
        link={{ label: 'Découvrir l’infogérance', to: '/infogerance' }}
      >
        <PointList points={INFOGERANCE_POINTS} />
      </HomeShowcase>

      <HomeShowcase
        id="coffre-fort"
        eyebrow="Cybersécurité"
        title="Le coffre-fort d’accès : vos identifiants sous clé"
        intro="Un coffre-fort numérique centralise les mots de passe de l’entreprise, installé et administré par nos équipes après un audit initial gratuit."
        image="coffre-fort"
        imageAlt="Coffre-fort numérique protégeant les identifiants et mots de passe de l’entreprise"
        flip
        link={{ label: 'Voir nos solutions de cybersécurité', to: '/cybersecurite' }}
      >
        <PointList points={VAULT_POINTS} />
      </HomeShowcase>

      <TestimonialsMarquee testimonials={testimonials} />

      <HomeClosingCta />
    </div>
  );
}
