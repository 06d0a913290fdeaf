// A grid of cards: the feature, benefit, scope and solution cards of the
// offer pages. The section id and the heading id are both anchor targets
// (the route table's fragments, and #fonction on /telephonie).
import type { ReactNode } from 'react';
import ResponsivePicture from '../ui/ResponsivePicture';
import type { Art } from './sectionArt';
import './FeatureCards.css';

export interface FeatureCard {
  /** Card heading. */
  title: string;
  /** Card body. */
  text: string;
  /** Small label such as 'Bientôt disponible sur iOS'. */
  badge?: string;
  /** Short bullet points under the text. */
  points?: string[];
  /** Illustration at the top of the card. */
  art?: Art;
}

export interface FeatureCardsProps {
  /** Id of the section. */
  id: string;
  /** Id of the heading; defaults to `<id>-titre`. */
  headingId?: string;
  /** Section heading. */
  title: string;
  /** Paragraph under the heading. */
  intro?: string;
  /** The cards, in order. */
  cards: FeatureCard[];
  /** A last card with content of its own (the live threat-map card), full width. */
  extra?: ReactNode;
  /** 'tinted' puts the section on the alternate background. */
  tone?: 'plain' | 'tinted';
  /** Cards per row on a wide screen (fewer on narrow ones). */
  columns?: 3 | 4;
  /** A closing sentence under the cards. */
  note?: string;
}

export default function FeatureCards({
  id,
  headingId,
  title,
  intro,
  cards,
  extra,
  tone = 'plain',
  columns = 3,
  note,
}: FeatureCardsProps) {
  const heading = headingId ?? `${id}-titre`;
  return (
    <section id={id} className={`feature-cards feature-cards--${tone}`} aria-labelledby={heading}>
      <div className="container">
        <h2 id={heading} className="feature-cards__title">
          {title}
        </h2>
        {intro && <p className="feature-cards__intro">{intro}</p>}
        <ul className={`feature-cards__grid feature-cards__grid--${columns}`}>
          {cards.map((card) => (
            <li key={card.title} className={`feature-card${card.art ? ' feature-card--art' : ''}`}>
              {card.art && (
                <ResponsivePicture
                  opti={card.art.opti}
                  alt=""
                  width={card.art.width}
                  height={card.art.height}
                  sizes="(min-width: 1200px) 380px, (min-width: 700px) 46vw, 100vw"
                  className="feature-card__img"
                />
              )}
              <div className="feature-card__body">
                <h3 className="feature-card__title">{card.title}</h3>
                {card.badge && <p className="feature-card__badge">{card.badge}</p>}
                <p className="feature-card__text">{card.text}</p>
                {card.points && card.points.length > 0 && (
                  <ul className="feature-card__points">
                    {card.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
          {extra && <li className="feature-card feature-card--art feature-card--wide">{extra}</li>}
        </ul>
        {note && <p className="feature-cards__note">{note}</p>}
      </div>
    </section>
  );
}
