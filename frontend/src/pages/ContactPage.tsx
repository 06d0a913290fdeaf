// /contact (spec §2): hero 'Parlons de votre projet', the lead form
// 'Être recontacté par un conseiller' (context contact, its extra fields come
// with LeadForm) beside the contact details, and the closing 'Planifier un
// échange' call to action.
// The hero hydrates with the page; the rest (deferred/ContactBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { sectionArt } from '../components/offers/sectionArt';
import { deferredSection } from '../lib/deferredSection';
import './ContactPage.css';

const ContactBelow = deferredSection(() => import('./deferred/ContactBelow'));

export default function ContactPage() {
  return (
    <>
      <OfferHero
        eyebrow="Contact"
        title="Parlons de votre projet"
        lead="Téléphonie, connexion Internet, infogérance ou cybersécurité : un conseiller vous rappelle sous 24 h pour comprendre votre besoin et vous proposer un audit initial gratuit."
        highlights={['Rappel sous 24 h', 'Audit initial gratuit', 'Plus de 250 clients accompagnés']}
        primary={{ label: 'Remplir le formulaire', href: '#formulaire' }}
        art={sectionArt('contact')}
        layout="split"
      />
      <ContactBelow />
    </>
  );
}
ContactPage.sections = [ContactBelow];
