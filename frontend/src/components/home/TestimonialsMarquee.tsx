// The home testimonials (spec §2): the title and pills of avis.json, the
// testimonials (the file's, then the published reviews) in a marquee at
// 30 px/s that pauses on hover, and the button 'Laissez-nous un avis' (the spec's
// 'Laissez nous' lacks the hyphen French needs) that
// opens the review modal.
//
// The server's HTML holds the first testimonials only (content/previews.json):
// /home's HTML stays under its budget whatever Marketing and the published
// reviews add. The others join the marquee once it is hydrated; without
// JavaScript « Voir tous les témoignages (N) » asks for this page with all of
// them (?tout=temoignages).
import { useId, useState } from 'react';
import Marquee from '../ui/Marquee';
import PauseButton from '../ui/PauseButton';
import PersonPhoto from '../ui/PersonPhoto';
import Pills from './Pills';
import type { Testimonial, Testimonials } from '../../content/types.generated';
import { openReviewModal } from '../../lib/dialogs';
import { useHydrated } from '../../lib/useHydrated';
import ReviewFallback, { REVIEW_SECTION_ID } from '../forms/ReviewFallback';
import ReviewPageForm from '../forms/ReviewPageForm';
import { useServerForm } from '../../lib/serverForm';
import { usePrefersReducedMotion } from '../../lib/motion';
import { PREVIEWS, expandedHref, useExpanded } from '../../lib/previews';
import './TestimonialsMarquee.css';

/** Spec §9: testimonials marquee speed, px per second. */
export const TESTIMONIALS_SPEED = 30;

/** Testimonials in the server's HTML. */
export const MARQUEE_PREVIEW = PREVIEWS.homeTestimonials;

const SECTION_ID = 'temoignages';

function renderTestimonial(item: Testimonial) {
  return (
    <figure className="testimonial">
      {item.label && <p className="testimonial__label">{item.label}</p>}
      <blockquote className="testimonial__text">
        <p>{item.text}</p>
      </blockquote>
      {item.photo && <PersonPhoto photo={item.photo} afterHydration />}
      {item.author && <figcaption className="testimonial__author">{item.author}</figcaption>}
    </figure>
  );
}

export default function TestimonialsMarquee({ testimonials }: { testimonials: Testimonials }) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  // The server-rendered review form (posted without JavaScript), when asked for.
  const reviewForm = useServerForm('review');
  const playing = userPlaying ?? !reducedMotion;
  const { title, pills } = testimonials;
  const asked = useExpanded('temoignages');
  const whole = hydrated || asked;
  const items = whole ? testimonials.items : testimonials.items.slice(0, MARQUEE_PREVIEW);

  return (
    <section id={SECTION_ID} className="testimonials" aria-labelledby={titleId}>
      <div className="container testimonials__head">
        <h2 id={titleId}>{title}</h2>
        <Pills pills={pills.map((pill) => ({ text: pill.text, tone: pill.variant }))} />
      </div>
      <Marquee
        items={items}
        itemKey={(item, index) => `${index}-${item.text.slice(0, 24)}`}
        renderItem={renderTestimonial}
        speed={TESTIMONIALS_SPEED}
        playing={playing}
        label="Témoignages de nos clients"
        className="testimonials__marquee"
      />
      <div className="container testimonials__actions">
        {items.length > 1 && (
          <PauseButton playing={playing} onChange={setUserPlaying} subject="défilement des témoignages" />
        )}
        {!whole && testimonials.items.length > items.length && (
          <a className="button button--secondary" href={expandedHref('temoignages', SECTION_ID)}>
            Voir tous les témoignages ({testimonials.items.length})
          </a>
        )}
        {/* Without JavaScript the modal cannot open: the link asks the server
            for this page with its review form (ReviewPageForm, #REVIEW_SECTION_ID). */}
        {hydrated ? (
          <button type="button" className="button" aria-haspopup="dialog" onClick={openReviewModal}>
            Laissez-nous un avis
          </button>
        ) : (
          <a className="button" href={`${reviewForm.action}?avis=formulaire#${REVIEW_SECTION_ID}`}>
            Laissez-nous un avis
          </a>
        )}
      </div>
      {reviewForm.state ? <ReviewPageForm /> : <ReviewFallback />}
    </section>
  );
}
