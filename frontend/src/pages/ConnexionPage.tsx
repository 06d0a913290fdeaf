// /connexion (spec §2): hero, why-connectivity steps, benefit cards
// (#features), testimonials, the connectivity FAQ, and #contact with the lead
// form and its extra fields (context "internet").
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
    title: 'Nous mesurons vos besoins réels',
    text: "Utilisateurs, applications en ligne, visioconférence, téléphonie : l'audit de 30 minutes détermine le débit et le niveau de garantie adaptés.",
  },
  {
    title: 'Nous choisissons la bonne technologie',
    text: "Fibre professionnelle mutualisée ou fibre dédiée selon l'éligibilité de votre adresse, avec un routeur livré préconfiguré.",
  },
  {
    title: 'Nous sécurisons la continuité',
    text: 'Un lien de secours 4G/5G prend le relais automatiquement en cas de coupure, sans aucune intervention de votre part.',
  },
  {
    title: 'Nous surveillons votre lien en continu',
    text: 'Supervision permanente, alerte dès la moindre dégradation, réponse sous 24 h et incidents résolus en 1 h en moyenne.',
  },
];

const BENEFITS: FeatureCard[] = [
  {
    title: 'Fibre avec secours 4G/5G',
    text: 'Si la fibre est coupée, le routeur bascule de lui-même sur le réseau mobile : appels, messagerie et outils en ligne continuent de fonctionner.',
  },
  {
    title: 'Pare-feu nouvelle génération en option',
    text: 'Filtrage web, inspection du trafic et VPN pour vos collaborateurs nomades, administrés et mis à jour par nos équipes.',
  },
  {
    title: '99,8 % de disponibilité réseau',
    text: 'Un réseau supervisé jour et nuit et des engagements de rétablissement inscrits noir sur blanc dans votre contrat.',
  },
  {
    title: 'Débit garanti et symétrique',
    text: 'Avec la fibre dédiée, le débit montant égale le débit descendant : idéal pour les sauvegardes en ligne et la visioconférence.',
  },
  {
    title: 'La voix en priorité',
    text: "La téléphonie VoIP passe avant le reste du trafic : des appels nets, même pendant l'envoi d'un gros fichier.",
  },
  {
    title: 'Tous vos sites reliés',
    text: 'Vos agences reliées entre elles et à vos applications par un réseau privé, avec un seul interlocuteur pour tout le parc.',
  },
];

export default function ConnexionPage() {
  const { faq, testimonials } = useOfferContent();
  return (
    <>
      <OfferHero
        quickContact
        eyebrow="Internet & Connectivité"
        title="Une connexion professionnelle qui tient ses promesses"
        lead="Fibre professionnelle, secours 4G/5G automatique et pare-feu nouvelle génération en option : vos équipes restent connectées, même quand une ligne tombe."
        highlights={['99,8 % de disponibilité réseau', 'Secours 4G/5G inclus', 'Audit initial gratuit']}
        primary={{ label: 'Tester mon éligibilité', href: '#contact' }}
        secondary={{ label: 'Voir les avantages', href: '#features' }}
        art={heroArt('hero-connexion')}
      />
      <WhySteps
        id="pourquoi-connectivite"
        title="Pourquoi nous confier votre connectivité ?"
        intro="Votre connexion porte votre téléphonie, vos logiciels en ligne et vos échanges avec vos clients. Nous la dimensionnons, la sécurisons et la surveillons pour vous."
        steps={STEPS}
        art={sectionArt('connexion')}
      />
      <FeatureCards
        id="features"
        title="Les avantages de notre offre Internet"
        intro="Une offre pensée pour les TPE et PME, de l'agence unique au réseau multi-sites."
        cards={BENEFITS}
        tone="tinted"
      />
      {testimonials && <TestimonialCards testimonials={testimonials} />}
      <Faq faq={faq} />
      <ContactSection
        title="Étudions votre connexion"
        intro="Indiquez-nous votre adresse et vos usages : un conseiller vérifie votre éligibilité et vous rappelle sous 24 h avec une proposition adaptée."
      >
        <LeadForm context="internet" submitLabel="Recevoir mon devis gratuit" />
      </ContactSection>
    </>
  );
}
