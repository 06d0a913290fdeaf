// /contact (spec §2): hero 'Parlons de votre projet' (its words from
// content/page_contact.json, edited in Wagtail), the lead form
// 'Être recontacté par un conseiller' (context contact, its extra fields come
// with LeadForm) beside the contact details, and the closing 'Planifier un
// échange' call to action.
// The hero hydrates with the page; the rest (deferred/ContactBelow.tsx) when
// it nears the viewport (lib/deferredSection.tsx).
import OfferHero from '../components/offers/OfferHero';
import { sectionArt } from '../components/offers/sectionArt';
import type { ContactPage as ContactData } from '../content/types.generated';
import { deferredSection } from '../lib/deferredSection';
import { usePageProps } from '../lib/pageProps';
import './ContactPage.css';

const ContactBelow = deferredSection(() => import('./deferred/ContactBelow'));

export default function ContactPage() {
  const { hero } = usePageProps<ContactData>().page.words;
  return (
    <>
      <OfferHero {...hero} art={sectionArt('contact')} layout="split" />
      <ContactBelow />
    </>
  );
}
ContactPage.sections = [ContactBelow];
