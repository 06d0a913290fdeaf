// /cybersecurite (spec §2): hero, the #solutions cards (their heading carries
// the route table's #offers fragment) with the live threat-map card, the
// cybersecurity FAQ, and #contact with the key figures and the lead form.
// The words come from content/page_cybersecurite.json (props.page.words).
import ContactSection from '../components/offers/ContactSection';
import Faq from '../components/ui/Faq';
import FeatureCards from '../components/offers/FeatureCards';
import LeadForm from '../components/forms/LeadForm';
import OfferHero from '../components/offers/OfferHero';
import ThreatMapCard from '../components/threatmap/ThreatMapCard';
import { heroArt } from '../components/offers/sectionArt';
import { useOfferContent } from '../components/offers/useOfferContent';

export default function CybersecuritePage() {
  const { words, faq } = useOfferContent();
  const [solutions] = words.sections;
  return (
    <>
      <OfferHero quickContact {...words.hero} art={heroArt('hero-cybersecurite')} />
      {solutions && (
        <FeatureCards
          id="solutions"
          headingId="offers"
          title={solutions.title}
          intro={solutions.intro}
          cards={solutions.items}
          extra={<ThreatMapCard />}
          tone="tinted"
        />
      )}
      <Faq faq={faq} />
      <ContactSection title={words.contact.title} intro={words.contact.intro} withKpis>
        <LeadForm context="cyber" submitLabel={words.contact.submitLabel} />
      </ContactSection>
    </>
  );
}
