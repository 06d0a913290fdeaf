// /connexion below its first screen (ConnexionPage.tsx): the sections, the FAQ
// and the lead form. Hydrated when it nears the viewport (lib/deferredSection.tsx).
import ContactSection from '../../components/offers/ContactSection';
import Faq from '../../components/ui/Faq';
import FeatureCards from '../../components/offers/FeatureCards';
import LeadForm from '../../components/forms/LeadForm';
import TestimonialCards from '../../components/offers/TestimonialCards';
import WhySteps from '../../components/offers/WhySteps';
import { sectionArt } from '../../components/offers/sectionArt';
import { useOfferContent } from '../../components/offers/useOfferContent';

export default function ConnexionBelow() {
  const { cards, contact, faq, testimonials } = useOfferContent();
  const [steps, benefits] = cards;
  return (
    <>
      {steps && (
        <WhySteps
          id="pourquoi-connectivite"
          title={steps.title}
          intro={steps.intro}
          steps={steps.items}
          art={sectionArt('connexion')}
        />
      )}
      {benefits && (
        <FeatureCards
          id="features"
          title={benefits.title}
          intro={benefits.intro}
          cards={benefits.items}
          tone="tinted"
        />
      )}
      {testimonials && <TestimonialCards testimonials={testimonials} />}
      <Faq faq={faq} />
      <ContactSection title={contact.title} intro={contact.intro} points={contact.points} figures={contact.figures}>
        <LeadForm context="internet" submitLabel={contact.submitLabel} />
      </ContactSection>
    </>
  );
}
