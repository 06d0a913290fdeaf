// /telephonie (spec §2): hero, why-VoIP steps, the eight feature cards
// (#features, with #fonction on their heading), telecom testimonials, the
// VoIP FAQ, and #contact with the lead form (no extra fields). The words come
// from content/page_telephonie.json (props.page.words); the layout is here.
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import TestimonialCards from '../components/offers/TestimonialCards';
import WhySteps from '../components/offers/WhySteps';
import { heroArt, sectionArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

export default function TelephoniePage() {
  const { words, faq, testimonials } = useOfferContent();
  const [steps, features] = words.sections;
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-telephonie')} />
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
      <ContactSection title={words.contact.title} intro={words.contact.intro}>
        <LeadForm context="telephonie" submitLabel={words.contact.submitLabel} />
      </ContactSection>
    </>
  );
}
