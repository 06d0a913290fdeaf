// Text and an illustration side by side, with a list of named items: the
// benefits and the managed Microsoft solutions of /infogerance (text only,
// no vendor logo).
import ResponsivePicture from '../ui/ResponsivePicture';
import type { Art } from './sectionArt';
import './SplitSection.css';

export interface SplitItem {
  /** Item name, in bold. */
  title: string;
  /** What it covers. */
  text: string;
}

export interface SplitSectionProps {
  /** Id of the section. */
  id: string;
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro: string;
  /** Named items. */
  items: SplitItem[];
  /** Sentence after the list. */
  note?: string;
  /** Illustration (lazy). */
  art: Art;
  /** Picture on the left instead of the right. */
  reverse?: boolean;
  /** 'tinted' puts the section on the alternate background. */
  tone?: 'plain' | 'tinted';
}

export default function SplitSection({
  id,
  title,
  intro,
  items,
  note,
  art,
  reverse = false,
  tone = 'plain',
}: SplitSectionProps) {
  const headingId = `${id}-titre`;
  return (
    <section id={id} className={`split-section split-section--${tone}`} aria-labelledby={headingId}>
      <div className={`container split-section__inner${reverse ? ' split-section__inner--reverse' : ''}`}>
        <div className="split-section__text">
          <h2 id={headingId} className="split-section__title">
            {title}
          </h2>
          <p className="split-section__intro">{intro}</p>
          <ul className="split-section__items">
            {items.map((item) => (
              <li key={item.title}>
                <h3 className="split-section__item-title">{item.title}</h3>
                <p className="split-section__item-text">{item.text}</p>
              </li>
            ))}
          </ul>
          {note && <p className="split-section__note">{note}</p>}
        </div>
        <div className="split-section__art">
          <ResponsivePicture
            opti={art.opti}
            alt=""
            width={art.width}
            height={art.height}
            sizes="(min-width: 1200px) 540px, (min-width: 900px) 45vw, 100vw"
            className="split-section__img"
          />
        </div>
      </div>
    </section>
  );
}
