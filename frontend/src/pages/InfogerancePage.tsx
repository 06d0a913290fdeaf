// /infogerance (spec §2): hero, benefits, the managed Microsoft solutions
// (text only, no vendor logo), the scope cards (#services), testimonials,
// the managed-IT FAQ, and #contact with the lead form and its extra fields.
// The words come from content/page_infogerance.json (props.page.words).
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import SplitSection from '../components/offers/SplitSection';
import TestimonialCards from '../components/offers/TestimonialCards';
import { heroArt, sectionArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

export default function InfogerancePage() {
  const { words, faq, testimonials } = useOfferContent();
  const [benefits, microsoft, scope] = words.sections;
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-infogerance')} />
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
      <ContactSection title={words.contact.title} intro={words.contact.intro}>
        <LeadForm context="infogerance" submitLabel={words.contact.submitLabel} />
      </ContactSection>
    </>
  );
}
