// /infogerance below its first screen (InfogerancePage.tsx): the sections, the FAQ
// and the lead form. Hydrated when it nears the viewport (lib/deferredSection.tsx).
import ContactSection from '../../components/offers/ContactSection';
import Faq from '../../components/ui/Faq';
import FeatureCards from '../../components/offers/FeatureCards';
import LeadForm from '../../components/forms/LeadForm';
import SplitSection from '../../components/offers/SplitSection';
import TestimonialCards from '../../components/offers/TestimonialCards';
import { sectionArt } from '../../components/offers/sectionArt';
import { useOfferContent } from '../../components/offers/useOfferContent';

export default function InfogeranceBelow() {
  const { cards, contact, faq, testimonials } = useOfferContent();
  const [benefits, microsoft, scope] = cards;
  return (
    <>
      {benefits && (
        <SplitSection
          id="avantages"
          title={benefits.title}
          intro={benefits.intro}
          items={benefits.items}
          note={benefits.note}
          art={sectionArt('infogerance')}
        />
      )}
      {microsoft && (
        <SplitSection
          id="microsoft"
          title={microsoft.title}
          intro={microsoft.intro}
          items={microsoft.items}
          note={microsoft.note}
          art={sectionArt('microsoft')}
          reverse
          tone="tinted"
        />
      )}
      {scope && <FeatureCards id="services" title={scope.title} intro={scope.intro} cards={scope.items} />}
      {testimonials && <TestimonialCards testimonials={testimonials} />}
      <Faq faq={faq} />
      <ContactSection title={contact.title} intro={contact.intro} points={contact.points} figures={contact.figures}>
        <LeadForm context="infogerance" submitLabel={contact.submitLabel} />
      </ContactSection>
    </>
  );
}
