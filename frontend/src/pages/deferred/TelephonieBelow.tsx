// /telephonie below its first screen (TelephoniePage.tsx): the sections, the FAQ
// and the lead form. Hydrated when it nears the viewport (lib/deferredSection.tsx).
import ContactSection from '../../components/offers/ContactSection';
import Faq from '../../components/ui/Faq';
import FeatureCards from '../../components/offers/FeatureCards';
import LeadForm from '../../components/forms/LeadForm';
import TestimonialCards from '../../components/offers/TestimonialCards';
import WhySteps from '../../components/offers/WhySteps';
import { sectionArt } from '../../components/offers/sectionArt';
import { useOfferContent } from '../../components/offers/useOfferContent';

export default function TelephonieBelow() {
  const { cards, contact, faq, testimonials } = useOfferContent();
  const [steps, features] = cards;
  return (
    <>
      {steps && (
        <WhySteps
          id="pourquoi-voip"
          title={steps.title}
          intro={steps.intro}
          steps={steps.items}
          art={sectionArt('telephonie')}
        />
      )}
      {features && (
        <FeatureCards
          id="features"
          headingId="fonction"
          title={features.title}
          intro={features.intro}
          cards={features.items}
          columns={4}
          tone="tinted"
        />
      )}
      {testimonials && <TestimonialCards testimonials={testimonials} />}
      <Faq faq={faq} />
      <ContactSection title={contact.title} intro={contact.intro} points={contact.points} figures={contact.figures}>
        <LeadForm context="telephonie" submitLabel={contact.submitLabel} />
      </ContactSection>
    </>
  );
}
