// /infogerance (spec §2): hero, benefits, the managed Microsoft solutions
// (text only, no vendor logo), the scope cards (#services), testimonials,
// the managed-IT FAQ, and #contact with the lead form and its extra fields.
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards, { type FeatureCard } from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import SplitSection, { type SplitItem } from '../components/offers/SplitSection';
import TestimonialCards from '../components/offers/TestimonialCards';
import { heroArt, sectionArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

const BENEFITS: SplitItem[] = [
  {
    title: 'Un interlocuteur unique',
    text: 'Un seul numéro et un seul contrat pour vos postes, vos serveurs, votre réseau, votre téléphonie et votre sécurité.',
  },
  {
    title: 'Des incidents résolus en 1 h en moyenne',
    text: 'Prise en main à distance immédiate, intervention sur site si nécessaire, et un accès prioritaire depuis votre espace support.',
  },
  {
    title: 'Une maintenance préventive',
    text: "Mises à jour, correctifs de sécurité et supervision de vos équipements, pour traiter les pannes avant qu'elles ne vous arrêtent.",
  },
  {
    title: 'Un budget maîtrisé',
    text: "Un forfait mensuel par poste, sans surprise, qui suit l'évolution de vos effectifs à la hausse comme à la baisse.",
  },
];

const MICROSOFT: SplitItem[] = [
  {
    title: 'Microsoft 365',
    text: 'Messagerie, Teams, OneDrive et SharePoint déployés, licences gérées et ajustées à vos besoins réels.',
  },
  {
    title: 'Windows 11 Pro',
    text: "Postes installés, mis à jour et chiffrés selon vos règles, prêts à l'emploi dès leur livraison.",
  },
  {
    title: 'Intune',
    text: 'Ordinateurs et smartphones gérés de façon centralisée : applications, réglages et effacement à distance en cas de perte.',
  },
  {
    title: 'Entra ID',
    text: 'Identités, authentification multifacteur et accès conditionnel pour protéger les comptes de vos collaborateurs.',
  },
];

const SCOPE: FeatureCard[] = [
  {
    title: 'Postes de travail et serveurs',
    text: 'Installation, mises à jour, supervision et dépannage de vos ordinateurs et de vos serveurs, sur site ou dans le cloud.',
  },
  {
    title: 'Périphériques et imprimantes',
    text: 'Imprimantes, scanners, écrans et postes téléphoniques configurés et suivis, consommables compris sur demande.',
  },
  {
    title: 'Messageries',
    text: 'Boîtes aux lettres, alias, listes de diffusion et filtrage antispam administrés pour chacun de vos collaborateurs.',
  },
  {
    title: 'Réseau',
    text: 'Wi-Fi, commutateurs, routeurs et accès distants sécurisés, documentés et surveillés en continu.',
  },
  {
    title: 'Sauvegardes et cybersécurité',
    text: 'Sauvegardes externalisées testées régulièrement, antivirus/EDR et correctifs de sécurité appliqués sans délai.',
  },
];

export default function InfogerancePage() {
  const { faq, testimonials } = useOfferContent();
  return (
    <>
      <OfferHero
        quickContact
        eyebrow="Infogérance"
        title="Votre informatique entre de bonnes mains"
        lead="Postes, serveurs, messageries, réseau et sauvegardes : nous prenons en charge votre informatique au quotidien, avec des techniciens qui connaissent votre entreprise."
        highlights={['Incidents résolus en 1 h en moyenne', 'Plus de 250 clients accompagnés', 'Audit initial gratuit']}
        primary={{ label: 'Demander un audit gratuit', href: '#contact' }}
        secondary={{ label: 'Voir le périmètre', href: '#services' }}
        art={heroArt('hero-infogerance')}
      />
      <SplitSection
        id="avantages"
        title="Une informatique qui fonctionne, sans y penser"
        intro="Vos équipes se concentrent sur leur métier ; nous nous occupons du reste, avec des engagements clairs."
        items={BENEFITS}
        art={sectionArt('infogerance')}
      />
      <SplitSection
        id="microsoft"
        title="Solutions Microsoft gérées"
        intro="Nous déployons, administrons et sécurisons votre environnement Microsoft pour que vos équipes travaillent partout, en toute sécurité."
        items={MICROSOFT}
        note="Licences, comptes et appareils suivis par nos équipes : vous n'avez plus qu'un interlocuteur."
        art={sectionArt('microsoft')}
        reverse
        tone="tinted"
      />
      <FeatureCards
        id="services"
        title="Le périmètre de notre infogérance"
        intro="Un contrat modulable : vous choisissez ce que nous prenons en charge, nous le documentons et le surveillons."
        cards={SCOPE}
      />
      {testimonials && <TestimonialCards testimonials={testimonials} />}
      <Faq faq={faq} />
      <ContactSection
        title="Confiez-nous votre informatique"
        intro="Nombre d'utilisateurs, de serveurs et de sites : décrivez-nous votre parc, un conseiller vous rappelle sous 24 h pour organiser votre audit gratuit."
      >
        <LeadForm context="infogerance" submitLabel="Recevoir mon devis gratuit" />
      </ContactSection>
    </>
  );
}
