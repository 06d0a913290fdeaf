// /cybersecurite below its first screen (CybersecuritePage.tsx): the sections, the FAQ
// and the lead form. Hydrated when it nears the viewport (lib/deferredSection.tsx).
import ContactSection from '../../components/offers/ContactSection';
import Faq from '../../components/ui/Faq';
import FeatureCards from '../../components/offers/FeatureCards';
import LeadForm from '../../components/forms/LeadForm';
import ThreatMapCard from '../../components/threatmap/ThreatMapCard';
import { useOfferContent } from '../../components/offers/useOfferContent';

export default function CybersecuriteBelow() {
  const { cards, contact, faq, threatMap } = useOfferContent();
  const [solutions] = cards;
  return (
    <>
      {solutions && (
        <FeatureCards
          id="solutions"
          headingId="offers"
          title={solutions.title}
          intro={solutions.intro}
          cards={solutions.items}
          extra={threatMap && <ThreatMapCard words={threatMap} />}
          tone="tinted"
        />
      )}
      <Faq faq={faq} />
      <ContactSection title={contact.title} intro={contact.intro} points={contact.points} figures={contact.figures}>
        <LeadForm context="cyber" submitLabel={contact.submitLabel} />
      </ContactSection>
    </>
  );
}
