// A closing call to action: heading, one sentence, buttons, and an optional
// illustration (lazy: it is always at the bottom of a page).
import ResponsivePicture from '../ui/ResponsivePicture';
import SmartLink from '../ui/SmartLink';
import type { Art } from './sectionArt';
import type { HeroAction } from './OfferHero';
import './CtaBanner.css';

export interface CtaBannerProps {
  /** Id of the section. */
  id: string;
  /** Heading. */
  title: string;
  /** Sentence under the heading. */
  text: string;
  /** Buttons, the first one primary; none: the heading and the sentence alone. */
  actions: HeroAction[];
  /** Illustration beside the text. */
  art?: Art;
}

export default function CtaBanner({ id, title, text, actions, art }: CtaBannerProps) {
  const headingId = `${id}-titre`;
  return (
    <section id={id} className="cta-banner" aria-labelledby={headingId}>
      <div className={`container cta-banner__inner${art ? ' cta-banner__inner--art' : ''}`}>
        <div className="cta-banner__text">
          <h2 id={headingId} className="cta-banner__title">
            {title}
          </h2>
          <p className="cta-banner__lead">{text}</p>
          {actions.length > 0 && (
            <div className="cta-banner__actions">
              {actions.map((action, index) => (
                <SmartLink
                  key={action.label}
                  href={action.href}
                  className={
                    index === 0 ? 'button cta-banner__primary' : 'button button--secondary cta-banner__secondary'
                  }
                >
                  {action.label}
                </SmartLink>
              ))}
            </div>
          )}
        </div>
        {art && (
          <div className="cta-banner__art">
            <ResponsivePicture
              opti={art.opti}
              alt=""
              width={art.width}
              height={art.height}
              sizes="(min-width: 1200px) 420px, (min-width: 900px) 36vw, 100vw"
              className="cta-banner__img"
            />
          </div>
        )}
      </div>
    </section>
  );
}
