// The hero of a page: the page's only <h1>, its promise, the key figures of
// spec §1 as pills, links to the page's own sections, and the illustration,
// which is the LCP candidate (eager, fetchpriority high).
//
// The hero/*.svg art is drawn on a dark 16:9 board with its subject on the
// right: on wide screens it is the backdrop and the text sits on its empty
// left half ("cover"); on narrow screens it moves under the text, cropped to
// its subject. A 4:3 section illustration sits beside the text ("split").
import ResponsivePicture, { HERO_WIDTH_ORDER } from '../ui/ResponsivePicture';
import SmartLink from '../ui/SmartLink';
import type { Art } from './sectionArt';
import { useSite } from '../../lib/site';
import './OfferHero.css';

export interface HeroAction {
  /** Link text. */
  label: string;
  /** "#contact", "/contact"... */
  href: string;
}

export interface OfferHeroProps {
  /** Short line above the title (the offer's name). */
  eyebrow: string;
  /** The page title, rendered as the only <h1>. */
  title: string;
  /** One or two sentences under the title. */
  lead: string;
  /** Key figures shown as pills (spec §1 claims). */
  highlights?: string[];
  /** Main call to action. */
  primary?: HeroAction;
  /** Secondary call to action. */
  secondary?: HeroAction;
  /** Illustration on the side; omitted on text-only heroes. */
  art?: Art;
  /** Alternative text of the illustration ("" when decorative). */
  alt?: string;
  /** "cover" for hero/*.svg art, "split" for a section illustration. */
  layout?: 'cover' | 'split';
  /**
   * Offer pages: a « Demander un audit gratuit » / « Appeler » pair right under
   * the title on phones, so that both ways to reach an adviser are on the first
   * screen. The first has the name every free call to action to a lead form
   * has (docs/departures.md, « one name per action »).
   */
  quickContact?: boolean;
}

export default function OfferHero({
  eyebrow,
  title,
  lead,
  highlights,
  primary,
  secondary,
  art,
  alt = '',
  layout = 'cover',
  quickContact = false,
}: OfferHeroProps) {
  const site = useSite();
  const variant = !art ? 'text' : layout;
  return (
    <section className={`offer-hero offer-hero--${variant}`} aria-labelledby="page-titre">
      <div className="container offer-hero__inner">
        <div className="offer-hero__text">
          <p className="offer-hero__eyebrow">{eyebrow}</p>
          <h1 id="page-titre" className="offer-hero__title">
            {title}
          </h1>
          {quickContact && (
            <div className="offer-hero__quick">
              <a className="button" href="#contact">
                Demander un audit gratuit
              </a>
              <a className="button button--secondary" href={`tel:${site.phoneHref}`}>
                Appeler<span className="visually-hidden"> le {site.phone}</span>
              </a>
            </div>
          )}
          <p className="offer-hero__lead">{lead}</p>
          {highlights && highlights.length > 0 && (
            <ul className="offer-hero__highlights" aria-label="En bref">
              {highlights.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {(primary || secondary) && (
            <div className="offer-hero__actions">
              {primary && (
                <SmartLink href={primary.href} className="button">
                  {primary.label}
                </SmartLink>
              )}
              {secondary && (
                <SmartLink href={secondary.href} className="button button--secondary">
                  {secondary.label}
                </SmartLink>
              )}
            </div>
          )}
        </div>
        {art && (
          <div className="offer-hero__art">
            <ResponsivePicture
              opti={art.opti}
              alt={alt}
              width={art.width}
              height={art.height}
              sizes={
                layout === 'cover'
                  ? '(min-width: 900px) 100vw, 134vw'
                  : '(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw'
              }
              order={HERO_WIDTH_ORDER}
              priority
              className="offer-hero__img"
            />
          </div>
        )}
      </div>
    </section>
  );
}
