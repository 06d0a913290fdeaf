// /cybersecurite (spec §2): hero, the #solutions cards (their heading carries
// the route table's #offers fragment) with the live threat-map card, the
// cybersecurity FAQ, and #contact with the key figures and the lead form.
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards, { type FeatureCard } from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import ThreatMapCard from '../components/threatmap/ThreatMapCard';
import { heroArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

const SOLUTIONS: FeatureCard[] = [
  {
    title: 'Firewall NextGen',
    text: "Le pare-feu nouvelle génération contrôle tout ce qui entre et sort de votre réseau : applications, sites web, tentatives d'intrusion.",
    points: ['Filtrage applicatif et web', "Prévention d'intrusion", 'VPN sécurisé pour le télétravail'],
  },
  {
    title: 'Antivirus / EDR',
    text: "Au-delà de l'antivirus classique, l'EDR repère les comportements suspects sur chaque poste et isole une machine compromise en quelques secondes.",
    points: ['Détection des rançongiciels', "Isolement d'un poste à distance", 'Alertes analysées par nos équipes'],
  },
  {
    title: "Coffre-fort d'accès",
    text: "Mots de passe et accès administrateurs centralisés, chiffrés et tracés : chacun n'accède qu'à ce dont il a besoin, et rien de plus.",
    points: ['Partage sécurisé des identifiants', 'Authentification multifacteur', 'Journal de chaque accès'],
  },
];

export default function CybersecuritePage() {
  const { faq } = useOfferContent();
  return (
    <>
      <OfferHero
        quickContact
        eyebrow="Cybersécurité"
        title="Protégez votre entreprise avant la prochaine attaque"
        lead="Pare-feu nouvelle génération, antivirus/EDR et coffre-fort d'accès : nous déployons et supervisons les protections adaptées à votre taille, sans jargon."
        highlights={['Audit initial gratuit', 'Réponse sous 24 h', 'Incidents résolus en 1 h en moyenne']}
        primary={{ label: 'Faire auditer ma sécurité', href: '#contact' }}
        secondary={{ label: 'Découvrir nos solutions', href: '#offers' }}
        art={heroArt('hero-cybersecurite')}
      />
      <FeatureCards
        id="solutions"
        headingId="offers"
        title="Nos solutions de cybersécurité"
        intro="Des protections complémentaires, déployées et supervisées par nos équipes, dimensionnées pour les TPE et PME."
        cards={SOLUTIONS}
        extra={<ThreatMapCard />}
        tone="tinted"
      />
      <Faq faq={faq} />
      <ContactSection
        title="Faites le point sur votre sécurité"
        intro="Décrivez-nous votre situation : un expert vous rappelle sous 24 h pour un audit initial gratuit de 30 minutes et des recommandations concrètes."
        withKpis
      >
        <LeadForm context="cyber" submitLabel="Recevoir mon devis gratuit" />
      </ContactSection>
    </>
  );
}
