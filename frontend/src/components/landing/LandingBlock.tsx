// One section of a campaign page (pages/LandingPage.tsx), drawn with the
// offer pages' own components, as those pages use them. Marketing composes
// the page in Wagtail from these blocks (website/content/landing_schema.py).
// A button to the form (the hero's, the closing one's) is shown only when
// the page has a form, the #contact section it links to.
import ContactSection from '../offers/ContactSection';
import CtaBanner from '../offers/CtaBanner';
import Faq from '../ui/Faq';
import FeatureCards from '../offers/FeatureCards';
import LandingClients from './LandingClients';
import LeadForm from '../forms/LeadForm';
import LandingHero from './LandingHero';
import TestimonialCards from '../offers/TestimonialCards';
import WhySteps from '../offers/WhySteps';
import type { ClientEntry, LandingPage, LeadContext } from '../../content/types.generated';
import { FORM_ANCHOR } from './landingForm';

/** A block of a campaign page, as Django sends it. */
export type LandingBlockData = LandingPage['blocks'][number];

export interface LandingBlockProps {
  block: LandingBlockData;
  /** Its place on the page, from 1: the id of a block that may come more than once. */
  position: number;
  /** Whether the page has a form: the buttons to it are shown only then. */
  hasForm: boolean;
  /** The published client logos, for the « clients » block. */
  clients: readonly ClientEntry[];
}

export default function LandingBlock({ block, position, hasForm, clients }: LandingBlockProps) {
  const id = `section-${position}`;
  switch (block.type) {
    case 'hero':
      return <LandingHero hero={block.value} withForm={hasForm} />;
    case 'cards': {
      const { title, intro, items, note } = block.value;
      return <FeatureCards id={id} title={title} intro={intro} cards={items} note={note} columns={3} tone="tinted" />;
    }
    case 'steps':
      return <WhySteps id={id} title={block.value.title} intro={block.value.intro} steps={block.value.items} />;
    case 'faq':
      return <Faq faq={{ title: block.value.title, items: block.value.items }} id="faq" />;
    case 'testimonials':
      return <TestimonialCards testimonials={block.value} />;
    case 'clients':
      return clients.length > 0 ? <LandingClients id="clients" title={block.value.title} clients={clients} /> : null;
    case 'closing': {
      const { title, text, action } = block.value;
      const actions = hasForm && action ? [{ label: action, href: FORM_ANCHOR }] : [];
      return <CtaBanner id={id} title={title} text={text} actions={actions} />;
    }
    case 'form': {
      const { context, title, intro, submitLabel, points } = block.value;
      return (
        <ContactSection title={title} intro={intro} points={points ?? []}>
          <LeadForm context={context as LeadContext} submitLabel={submitLabel} />
        </ContactSection>
      );
    }
    default:
      return null;
  }
}
