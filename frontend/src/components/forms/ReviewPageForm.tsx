// The review form on the home page itself (#laisser-un-avis), for visitors
// without JavaScript: the 'Laissez-nous un avis' link leads here
// (/home?avis=formulaire), JavaScript turns that link into the modal instead.
// A plain HTML form posted to the page; the server (core/intake/forms.py, reviews/intake.py)
// answers with the API's French messages and the values, or the thanks.
import { useId } from 'react';
import { useServerForm } from '../../lib/serverForm';
import { reviewRule } from '../../lib/validation';
import './formFields.css';
import './ReviewPageForm.css';

import { REVIEW_SECTION_ID as REVIEW_FORM_ANCHOR } from './ReviewFallback';
const FIELDS = ['name', 'company', 'message'] as const;

export default function ReviewPageForm() {
  const { state, action } = useServerForm('review');
  const uid = useId();
  if (!state) return null;
  const titleId = `${uid}-title`;

  return (
    <div id={REVIEW_FORM_ANCHOR} className="container review-page-form" aria-labelledby={titleId} role="region">
      <h3 id={titleId} className="review-page-form__title">
        Laisser un avis
      </h3>
      {state.status === 'sent' ? (
        <div role="status">
          <p className="review-page-form__thanks">Merci pour votre avis !</p>
          <p>Votre avis sera publié après relecture par notre équipe.</p>
        </div>
      ) : (
        <form className="review-page-form__form" method="post" action={`${action}#${REVIEW_FORM_ANCHOR}`} noValidate>
          <input type="hidden" name="formulaire" value="avis" />
          {FIELDS.map((name) => {
            const rule = reviewRule(name);
            const id = `${uid}-${name}`;
            const error = state.errors[name];
            const common = {
              id,
              name,
              defaultValue: state.values[name] ?? '',
              required: rule.required,
              maxLength: rule.maxLength,
              autoComplete: rule.autocomplete,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
            };
            return (
              <div className="review-page-form__field" key={name}>
                <label htmlFor={id}>
                  {rule.label}
                  {rule.required ? (
                    <span className="review-page-form__required" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  ) : (
                    <span className="review-page-form__optional"> (facultatif)</span>
                  )}
                </label>
                {rule.type === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type="text" />}
                {error && (
                  <p id={`${id}-error`} className="review-page-form__error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {/* Honeypot: hidden from people and assistive technologies, filled by bots. */}
          <div className="review-page-form__trap" aria-hidden="true">
            <label htmlFor={`${uid}-website`}>Site web (ne pas remplir)</label>
            <input id={`${uid}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div role="alert">
            {state.failure === 'validation' && (
              <p className="review-page-form__failure">
                Votre avis n'a pas été envoyé : merci de corriger les champs signalés.
              </p>
            )}
            {state.failure === 'rate' && (
              <p className="review-page-form__failure">
                Trop d'avis ont été envoyés depuis votre connexion. Réessayez dans quelques minutes.
              </p>
            )}
            {state.failure === 'other' && (
              <p className="review-page-form__failure">
                Votre avis n'a pas pu être envoyé. Réessayez dans un instant : votre texte est conservé ci-dessous.
              </p>
            )}
          </div>
          <button type="submit" className="button review-page-form__submit">
            Envoyer mon avis
          </button>
          <p className="review-page-form__note">Votre avis sera publié après relecture par notre équipe.</p>
        </form>
      )}
    </div>
  );
}
