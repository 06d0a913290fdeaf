// A campaign page's hero, always its first block (website/content/
// landing_schema.py): an offer page's hero with the illustration Marketing
// chose (decorative, as on those pages), which fills the first screen as
// theirs does; its button and the phone's quick-contact pair only when the
// page has a form to lead to.
import OfferHero from '../offers/OfferHero';
import { heroArt } from '../offers/sectionArt';
import type { LandingHero as LandingHeroData } from '../../content/types.generated';

export default function LandingHero({ hero, withForm }: { hero: LandingHeroData; withForm: boolean }) {
  const { primary, art, ...words } = hero;
  return (
    <OfferHero
      {...words}
      primary={withForm ? primary : undefined}
      quickContact={withForm}
      art={heroArt(`hero-${art}`)}
    />
  );
}
