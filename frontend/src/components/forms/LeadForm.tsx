// The lead form of spec §2/§4/§5, at the end of each offer page and on /contact.
// Rules come from content/validation.json, the ones the server applies.
// Spec §4: submitting an invalid form marks every field touched and still
// sends it; the server refuses it with per-field messages, shown here.
// Without JavaScript the same form is an ordinary POST to its page: the
// server answers with the values and messages (props.form) or, after a
// redirect, with the thank-you state (core/intake/forms.py).
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import LeadFormField from './LeadFormField';
import ThankYouDialog from './ThankYouDialog';
import { useLeadSubmission } from './useLeadSubmission';
import type { ExtraFieldDefinition, LeadContext, LeadFailure, LeadFieldKey } from '../../lib/leadTypes';
import { useServerForm } from '../../lib/serverForm';
import { useSite } from '../../lib/site';
import { LEAD_FIELDS, SUBMIT_LABELS, extraRule, extrasFor, type FieldRule } from '../../lib/validation';
import './formFields.css';
import './LeadForm.css';

// The spec keeps the phone optional: say what leaving it empty means.
const PHONE_HINT = 'Facultatif. Avec un numéro, nous vous rappelons ; sans numéro, nous vous répondons par e-mail.';

export interface LeadFormProps {
  /** Which offer the lead is about (spec §3). */
  context: LeadContext;
  /** Heading above the form. */
  title?: string;
  /** Submit button label; default 'Être recontacté par un conseiller' (spec §9). */
  submitLabel?: string;
  /** Extra fields of this page (spec §3 table); default: the context's own. */
  extraFields?: ExtraFieldDefinition[];
  /** The failure event of spec §4 (also dispatched on window as 'tq-lead-failure'). */
  onFailure?: (failure: LeadFailure) => void;
}

export default function LeadForm({ context, title, submitLabel, extraFields, onFailure }: LeadFormProps) {
  const site = useSite();
  const uid = useId();
  const server = useServerForm('lead');
  const extras = useMemo(() => extraFields ?? extrasFor(context), [extraFields, context]);
  const {
    formRef,
    values,
    errorFor,
    edit,
    touch,
    website,
    setWebsite,
    sending,
    failure,
    sent,
    thanksOpen,
    closeThanks,
    startProofs,
    noteFocus,
    onSubmit,
  } = useLeadSubmission({ context, extras, serverState: server.state, onFailure });

  function field(
    name: string,
    rule: FieldRule,
    value: string,
    options: { inputMode?: 'numeric'; wide?: boolean; hint?: string },
  ) {
    return (
      <LeadFormField
        key={name}
        id={`${uid}-${name.replace('.', '-')}`}
        name={name}
        rule={rule}
        value={value}
        error={errorFor(name)}
        inputMode={options.inputMode}
        wide={options.wide}
        hint={options.hint}
        onEdit={edit}
        onTouch={touch}
      />
    );
  }

  const label = submitLabel ?? SUBMIT_LABELS.default;
  const phoneLink = <a href={`tel:${site.phoneHref}`}>{site.phone}</a>;
  const titleId = `${uid}-title`;

  // The same heading over the form and over the no-JavaScript thank-you.
  const heading = title && (
    <h2 id={titleId} className="lead-form__title">
      {title}
    </h2>
  );

  if (server.state?.status === 'sent') {
    // Reached after the no-JavaScript post: the spec's thank-you text, server-rendered.
    return (
      <div className="lead-form">
        {heading}
        <div className="lead-form__sent" role="status">
          <p className="lead-form__sent-title">Merci !</p>
          <p>Votre demande a bien été envoyée. Nous revenons vers vous sous 24 h.</p>
          <p>
            <Link to={server.action}>Envoyer une autre demande</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="lead-form">
      {heading}
      <form
        ref={formRef}
        className="lead-form__form"
        noValidate
        method="post"
        action={server.action ? `${server.action}#${context === 'contact' ? 'formulaire' : 'contact'}` : undefined}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Demande de rappel'}
        onSubmit={onSubmit}
        onFocus={(event) => {
          noteFocus(event.target);
          startProofs();
        }}
        onInput={startProofs}
      >
        {/* For the no-JavaScript post: which handler, and which offer. */}
        <input type="hidden" name="formulaire" value="demande" />
        <input type="hidden" name="context" value={context} />
        <p className="lead-form__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
        <div className="lead-form__grid">
          {LEAD_FIELDS.filter((rule) => rule.key !== 'message').map((rule) =>
            field(rule.key, rule, values[rule.key as LeadFieldKey], {
              hint: rule.key === 'phone' ? PHONE_HINT : undefined,
            }),
          )}
          {extras.map((definition) =>
            field(`extras.${definition.key}`, extraRule(definition), values.extras[definition.key] ?? '', {
              inputMode: definition.type === 'number' ? 'numeric' : undefined,
              wide: definition.type === 'textarea',
            }),
          )}
          {field(
            'message',
            LEAD_FIELDS.find((rule) => rule.key === 'message')!,
            values.message,
            {
              wide: true,
            },
          )}
        </div>
        {/* Honeypot: hidden from people and assistive technologies, filled by bots.
            `hidden` as well as the stylesheet: it stays hidden even if the CSS never arrives. */}
        <div className="lead-form__trap" aria-hidden="true" hidden>
          <label htmlFor={`${uid}-website`}>Site web (ne pas remplir)</label>
          <input
            id={`${uid}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <div className="lead-form__status" role="alert">
          {failure === 'validation' && (
            <p className="lead-form__failure">
              Votre demande n'a pas été envoyée : merci de corriger les champs signalés. Vous pouvez aussi nous appeler
              au {phoneLink}.
            </p>
          )}
          {failure === 'rate' && (
            <p className="lead-form__failure">
              Trop de demandes ont été envoyées depuis votre connexion. Réessayez dans quelques minutes ou appelez-nous
              au {phoneLink}.
            </p>
          )}
          {failure === 'other' && (
            <p className="lead-form__failure">
              Votre demande n'a pas pu être envoyée. Réessayez dans un instant ou appelez-nous au {phoneLink}.
            </p>
          )}
        </div>
        {/* aria-disabled while sending keeps the focus on the button (disabled would drop it).
            Never disabled: without JavaScript it posts the form to the server. */}
        <button
          type="submit"
          className="button lead-form__submit"
          aria-disabled={sending || undefined}
          aria-busy={sending || undefined}
        >
          {sending ? 'Envoi en cours…' : label}
        </button>
        {/* Beside the button, where focus returns when the thank-you dialog
            closes: what was sent and what happens next, until the next edit.
            The live region is always there, so its text is announced. */}
        <div role="status" className="lead-form__sent-status">
          {sent && !thanksOpen && (
            <p className="lead-form__sent-note">
              <strong>Demande envoyée.</strong> Nous revenons vers vous sous 24 h.
            </p>
          )}
        </div>
        <p className="lead-form__privacy">
          Vos coordonnées servent uniquement à vous recontacter au sujet de votre demande. Voir notre{' '}
          <Link to="/politique-confidentialite">politique de confidentialité</Link>.
        </p>
      </form>
      <ThankYouDialog open={thanksOpen} onClose={closeThanks} />
    </div>
  );
}
