// /contact (spec §2): hero 'Parlons de votre projet', the lead form
// 'Être recontacté par un conseiller' (context contact, its extra fields come
// with LeadForm) beside the contact details, and the closing 'Planifier un
// échange' call to action.
import ContactDetails from '../components/layout/ContactDetails';
import CtaBanner from '../components/offers/CtaBanner';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import { sectionArt } from '../components/offers/sectionArt';
import './ContactPage.css';

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
      <section id="formulaire" className="contact-page__main" aria-label="Formulaire et coordonnées">
        <div className="container contact-page__grid">
          <div className="contact-page__form">
            <LeadForm context="contact" title="Être recontacté par un conseiller" submitLabel="Envoyer ma demande" />
          </div>
          <ContactDetails />
        </div>
      </section>
      <CtaBanner
        id="planifier"
        title="Planifier un échange"
        text="30 minutes avec un expert pour faire le point sur votre téléphonie, votre connexion, votre informatique ou votre sécurité. Gratuit et sans engagement."
        actions={[{ label: 'Planifier un échange', href: '/contact#formulaire' }]}
      />
    </>
  );
}
