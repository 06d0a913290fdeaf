// /connexion (spec §2): hero, why-connectivity steps, benefit cards
// (#features), testimonials, the connectivity FAQ, and #contact with the lead
// form and its extra fields (context "internet"). The words come from
// content/page_connexion.json (props.page.words); the layout is here.
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import TestimonialCards from '../components/offers/TestimonialCards';
import WhySteps from '../components/offers/WhySteps';
import { heroArt, sectionArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

export default function ConnexionPage() {
  const { words, faq, testimonials } = useOfferContent();
  const [steps, benefits] = words.sections;
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-connexion')} />
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
      <ContactSection title={words.contact.title} intro={words.contact.intro}>
        <LeadForm context="internet" submitLabel={words.contact.submitLabel} />
      </ContactSection>
    </>
  );
}
