// Testimonials of an offer page as a grid of cards (the home page has the
// moving marquee; here nothing moves, so nothing needs a pause control).
// The server's HTML holds the first cards only (content/previews.json), so
// that a page's weight does not grow with its list: « Voir tous les
// témoignages (N) » shows the others in place, and without JavaScript it is a
// link to this page asked for with all of them (?tout=temoignages).
import { useEffect, useRef, useState } from 'react';
import type { Testimonials } from '../../content/types.generated';
import { PREVIEWS, expandedHref, useExpanded } from '../../lib/previews';
import { useHydrated } from '../../lib/useHydrated';
import PersonPhoto from '../ui/PersonPhoto';
import './TestimonialCards.css';

/** Cards in the server's HTML before « Voir tous les témoignages ». */
export const CARDS_PREVIEW = PREVIEWS.offerTestimonials;

export interface TestimonialCardsProps {
  /** Id of the section. */
  id?: string;
  /** Testimonials as Django validated them, or the spec §8 fallback. */
  testimonials: Testimonials;
}

export default function TestimonialCards({ id = 'temoignages', testimonials }: TestimonialCardsProps) {
  const headingId = `${id}-titre`;
  const gridId = `${id}-liste`;
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const whole = useExpanded('temoignages') || opened;
  const count = testimonials.items.length;
  const items = whole ? testimonials.items : testimonials.items.slice(0, CARDS_PREVIEW);
  // The first card « Voir tous les témoignages » revealed takes the focus, so
  // that a keyboard or screen reader user goes on reading where the list grew.
  const firstRevealed = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (opened) firstRevealed.current?.focus();
  }, [opened]);
  return (
    <section id={id} className="testimonial-cards" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="testimonial-cards__title">
          {testimonials.title}
        </h2>
        {testimonials.pills.length > 0 && (
          <ul className="testimonial-cards__pills" aria-label="Ce que nos clients apprécient">
            {testimonials.pills.map((pill) => (
              <li key={pill.text} className={`testimonial-cards__pill testimonial-cards__pill--${pill.variant}`}>
                {pill.text}
              </li>
            ))}
          </ul>
        )}
        <ul id={gridId} className="testimonial-cards__grid">
          {items.map((item, index) => (
            <li
              key={item.text}
              className="testimonial-card"
              {...(opened && index === CARDS_PREVIEW ? { ref: firstRevealed, tabIndex: -1 } : {})}
            >
              <figure className="testimonial-card__figure">
                {item.label && <p className="testimonial-card__label">{item.label}</p>}
                <blockquote className="testimonial-card__quote">
                  <p>{item.text}</p>
                </blockquote>
                {item.photo && <PersonPhoto photo={item.photo} />}
                {item.author && <figcaption className="testimonial-card__author">{item.author}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
        {!whole && count > CARDS_PREVIEW && (
          <div className="testimonial-cards__more">
            {hydrated ? (
              <button
                type="button"
                className="button testimonial-cards__more-button"
                aria-controls={gridId}
                aria-expanded="false"
                onClick={() => setOpened(true)}
              >
                Voir tous les témoignages ({count})
              </button>
            ) : (
              <a className="button testimonial-cards__more-button" href={expandedHref('temoignages', id)}>
                Voir tous les témoignages ({count})
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
