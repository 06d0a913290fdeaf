// /contact below its hero (ContactPage.tsx): the lead form beside the contact
// details, and « Planifier un échange » (its words as Marketing writes them on
// the contact page: props.page.words.closing). Hydrated when it nears the
// viewport (lib/deferredSection.tsx).
import ContactDetails from '../../components/layout/ContactDetails';
import CtaBanner from '../../components/offers/CtaBanner';
import LeadForm from '../../components/forms/LeadForm';
import type { ContactPage } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';
import { useEffect, useState } from 'react';

/**
 * « Planifier un échange » (spec: a link to /contact) is on /contact itself:
 * its click brings the visitor to the form already on the page, puts the
 * focus in its first field and says so, instead of a jump that looks like
 * nothing happened. Without JavaScript the link still goes to #formulaire.
 */
function useFormShortcut(): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('#planifier a[href$="#formulaire"]');
      const field = document.querySelector<HTMLElement>('#formulaire form input:not([type="hidden"])');
      if (!link || !field) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, '', '#formulaire');
      document.querySelector('.contact-page__form')?.scrollIntoView({ block: 'start' });
      field.focus({ preventScroll: true });
      setSaid('Le formulaire est ici : commencez par votre prénom, puis indiquez vos disponibilités pour l’échange.');
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return said;
}

export default function ContactBelow() {
  const said = useFormShortcut();
  const { closing } = usePageProps<ContactPage>().page.words;
  return (
    <>
      <section id="formulaire" className="contact-page__main" aria-label="Formulaire et coordonnées">
        <div className="container contact-page__grid">
          <div className="contact-page__form">
            <p role="status" className="contact-page__said">
              {said}
            </p>
            <LeadForm context="contact" title="Être recontacté par un conseiller" submitLabel="Envoyer ma demande" />
          </div>
          <ContactDetails />
        </div>
      </section>
      {closing && (
        <CtaBanner
          id="planifier"
          title={closing.title}
          text={closing.text}
          actions={[{ label: closing.action, href: '/contact#formulaire' }]}
        />
      )}
    </>
  );
}
