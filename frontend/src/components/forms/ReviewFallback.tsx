// The no-JavaScript path to leaving a review: 'Laissez-nous un avis' is then
// a link to this section (#laisser-un-avis), which CSS shows only when it is
// the URL's target. Today it offers the contact address by e-mail; the
// server-rendered review form (posted without JavaScript) belongs here.
import { useSite } from '../../lib/site';
import './ReviewFallback.css';

/** Anchor of the review section, the no-JavaScript target of the review button. */
export const REVIEW_SECTION_ID = 'laisser-un-avis';

export default function ReviewFallback() {
  const site = useSite();
  return (
    <section
      id={REVIEW_SECTION_ID}
      className="review-fallback container"
      aria-labelledby="laisser-un-avis-titre"
      tabIndex={-1}
    >
      <h3 id="laisser-un-avis-titre">Laisser un avis</h3>
      <p>
        Votre avis nous aide à progresser. Écrivez-nous à{' '}
        <a href={`mailto:${site.email}?subject=${encodeURIComponent('Mon avis sur TQ Télécom')}`}>{site.email}</a> en
        précisant, si vous le souhaitez, votre nom et votre entreprise : nous le publions après relecture.
      </p>
    </section>
  );
}
