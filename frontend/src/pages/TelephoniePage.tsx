// /telephonie (spec §2): hero, why-VoIP steps, the eight feature cards
// (#features, with #fonction on their heading), telecom testimonials, the
// VoIP FAQ, and #contact with the lead form (no extra fields).
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards, { type FeatureCard } from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import TestimonialCards from '../components/offers/TestimonialCards';
import WhySteps, { type WhyStep } from '../components/offers/WhySteps';
import { heroArt, sectionArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

const STEPS: WhyStep[] = [
  {
    title: 'Un audit de 30 minutes avec un expert',
    text: "Nous analysons vos lignes, vos flux d'appels et votre connexion Internet. L'audit initial est gratuit et sans engagement.",
  },
  {
    title: 'Un standard pensé pour votre organisation',
    text: "Horaires d'ouverture, groupes d'appels, messages d'accueil : nous paramétrons le standard selon vos équipes et vos sites.",
  },
  {
    title: 'Vos numéros conservés, sans coupure',
    text: 'Nous gérons la portabilité de vos numéros et coordonnons la bascule avec votre opérateur actuel, en dehors de vos heures de pointe.',
  },
  {
    title: 'Un support français qui décroche',
    text: 'Réponse sous 24 h, incidents résolus en 1 h en moyenne, et un accès prioritaire pour nos clients depuis leur espace support.',
  },
];

const FEATURES: FeatureCard[] = [
  {
    title: 'Message de pré-décroché',
    text: 'Accueillez chaque appelant avec un message à votre image avant la mise en relation : horaires, services, informations utiles.',
  },
  {
    title: "Musique et messages d'attente",
    text: "Faites patienter vos correspondants avec une musique et des annonces personnalisées plutôt qu'avec une tonalité.",
  },
  {
    title: 'Débordement intelligent',
    text: "Poste occupé ou absent, groupe saturé : l'appel bascule vers un collègue, un autre site, un mobile ou la messagerie vocale.",
  },
  {
    title: "Historique et statistiques d'appels",
    text: "Appels reçus, émis, manqués et temps d'attente : suivez l'activité de vos lignes et ajustez l'accueil aux heures de pointe.",
  },
  {
    title: 'Numéros courts',
    text: 'Joignez un collègue en composant son numéro court, quel que soit son site, son poste fixe ou son softphone.',
  },
  {
    title: 'Annuaire partagé',
    text: "Un carnet de contacts commun à toute l'entreprise, consultable depuis les postes fixes comme depuis le softphone.",
  },
  {
    title: 'Extension « click-to-call »',
    text: "Appelez un numéro affiché dans votre navigateur d'un simple clic, depuis votre CRM ou votre messagerie, sans le recomposer.",
  },
  {
    title: 'Softphone sur Android',
    badge: 'Bientôt disponible sur iOS',
    text: "Votre ligne professionnelle sur votre smartphone Android : vous appelez avec le numéro de l'entreprise, où que vous soyez.",
  },
];

export default function TelephoniePage() {
  const { faq, testimonials } = useOfferContent();
  return (
    <>
      <OfferHero
        quickContact
        eyebrow="Téléphonie VoIP"
        title="La téléphonie d'entreprise hébergée en France, simple et fiable"
        lead="Un standard téléphonique dans le cloud, des postes prêts à l'emploi et un support français qui décroche. Vos appels suivent vos équipes, au bureau comme en déplacement."
        highlights={['Audit expert de 30 minutes', 'Hébergée en France', 'Réponse sous 24 h']}
        primary={{ label: 'Demander mon devis gratuit', href: '#contact' }}
        secondary={{ label: 'Voir les fonctionnalités', href: '#fonction' }}
        art={heroArt('hero-telephonie')}
      />
      <WhySteps
        id="pourquoi-voip"
        title="Pourquoi passer à la téléphonie VoIP ?"
        intro="Moins de matériel, plus de fonctions et une facture lisible : la VoIP remplace vos lignes traditionnelles par un standard hébergé en France, administré pour vous."
        steps={STEPS}
        art={sectionArt('telephonie')}
      />
      <FeatureCards
        id="features"
        headingId="fonction"
        title="Toutes les fonctions d'un standard professionnel"
        intro="Incluses dans nos offres et paramétrées par nos équipes lors de la mise en service."
        cards={FEATURES}
        columns={4}
        tone="tinted"
      />
      {testimonials && <TestimonialCards testimonials={testimonials} />}
      <Faq faq={faq} />
      <ContactSection
        title="Parlons de votre téléphonie"
        intro="Nombre de postes, sites, numéros à conserver : décrivez-nous votre besoin, un conseiller vous rappelle sous 24 h pour planifier votre audit gratuit."
      >
        <LeadForm context="telephonie" submitLabel="Recevoir mon devis gratuit" />
      </ContactSection>
    </>
  );
}
