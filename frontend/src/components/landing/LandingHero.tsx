// A campaign page's hero, always its first block (website/content/
// landing_schema.py): OfferHero's text-only variant, its button and the
// phone's quick-contact pair only when the page has a form to lead to.
import OfferHero from '../offers/OfferHero';
import type { LandingHero as LandingHeroData } from '../../content/types.generated';

export default function LandingHero({ hero, withForm }: { hero: LandingHeroData; withForm: boolean }) {
  const { primary, ...words } = hero;
  return <OfferHero {...words} primary={withForm ? primary : undefined} quickContact={withForm} />;
}
