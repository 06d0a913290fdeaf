// Testimonials of an offer page as a grid of cards (the home page has the
// moving marquee; here nothing moves, so nothing needs a pause control).
import type { Testimonials } from '../../content/types.generated';
import PersonPhoto from '../ui/PersonPhoto';
import './TestimonialCards.css';

export interface TestimonialCardsProps {
  /** Id of the section. */
  id?: string;
  /** Testimonials as Django validated them, or the spec §8 fallback. */
  testimonials: Testimonials;
}

export default function TestimonialCards({ id = 'temoignages', testimonials }: TestimonialCardsProps) {
  const headingId = `${id}-titre`;
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
        <ul className="testimonial-cards__grid">
          {testimonials.items.map((item) => (
            <li key={item.text} className="testimonial-card">
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
      </div>
    </section>
  );
}
