// The lead form of spec §2/§4/§5, at the end of each offer page and on /contact.
// Rules come from content/validation.json, the ones the server applies.
// Spec §4: submitting an invalid form marks every field touched and still
// sends it; the server refuses it with per-field messages, shown here.
// Without JavaScript the same form is an ordinary POST to its page: the
// server answers with the values and messages (props.form) or, after a
// redirect, with the thank-you state (telecomsite/formposts.py).
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import ThankYouDialog from './ThankYouDialog';
import { createAltchaRun } from '../lib/altcha';
import { trackLeadSubmit } from '../lib/analytics';
import { loadRecaptchaAfterConsent } from '../lib/recaptchaLoader';
import { buildLeadPayload, newIdempotencyKey, sendLead } from '../lib/leadApi';
import {
  ApiError,
  type ExtraFieldDefinition,
  type LeadContext,
  type LeadFailure,
  type LeadFieldKey,
  type LeadFormValues,
} from '../lib/leadTypes';
import { useServerForm } from '../lib/serverForm';
import { useSite, type Company } from '../lib/site';
import { LEAD_FIELDS, SUBMIT_LABELS, extraRule, extrasFor, validateLead, type FieldRule } from '../lib/validation';
import './LeadForm.css';

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

/** Window event emitted when a lead could not be sent. */
export const LEAD_FAILURE_EVENT = 'tq-lead-failure';

type FailureKind = 'validation' | 'rate' | 'other';

const RECAPTCHA_WAIT_MS = 3000;

function emptyValues(extras: ExtraFieldDefinition[]): LeadFormValues {
  return {
    firstName: '',
    lastName: '',
    company: '',
    email: '',
    phone: '',
    message: '',
    extras: Object.fromEntries(extras.map((d) => [d.key, ''])),
  };
}

/** The values a server-rendered form was sent back with, or empty ones. */
function initialValues(extras: ExtraFieldDefinition[], sentBack: Record<string, string> | undefined): LeadFormValues {
  const values = emptyValues(extras);
  if (!sentBack) return values;
  for (const key of ['firstName', 'lastName', 'company', 'email', 'phone', 'message'] as const) {
    values[key] = sentBack[key] ?? '';
  }
  for (const definition of extras) values.extras[definition.key] = sentBack[`extras.${definition.key}`] ?? '';
  return values;
}

async function recaptchaToken(site: Company): Promise<string | undefined> {
  const siteKey = (site as Company & { recaptchaSiteKey?: string }).recaptchaSiteKey;
  const grecaptcha = typeof window === 'undefined' ? undefined : window.grecaptcha;
  if (!siteKey || !grecaptcha) return undefined;
  const token = new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action: 'lead' }).then(resolve, reject);
    });
  });
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RECAPTCHA_WAIT_MS));
  try {
    return await Promise.race([token, timeout]);
  } catch {
    return undefined;
  }
}

function failureKind(error: ApiError): FailureKind {
  if (error.code === 'validation_error' && error.details) return 'validation';
  if (error.status === 429) return 'rate';
  return 'other';
}

export default function LeadForm({ context, title, submitLabel, extraFields, onFailure }: LeadFormProps) {
  const site = useSite();
  const uid = useId();
  const server = useServerForm('lead');
  const extras = useMemo(() => extraFields ?? extrasFor(context), [extraFields, context]);
  const [values, setValues] = useState<LeadFormValues>(() => initialValues(extras, server.state?.values));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => server.state?.errors ?? {});
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FailureKind | null>(() => server.state?.failure ?? null);
  const [thanksOpen, setThanksOpen] = useState(false);
  // Stays after the 3 s dialog: the reset form must not look as if nothing
  // was sent. Cleared by the next edit.
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shownAt = useRef(0);
  // One key per submission: kept while the visitor retries the same values,
  // renewed on success or on any edit.
  const idempotencyKey = useRef<string | null>(null);
  // The proof of work, solved in the background from the first focus.
  const altcha = useMemo(() => createAltchaRun(site.apiBase), [site.apiBase]);
  const startProofs = () => {
    altcha.start();
    loadRecaptchaAfterConsent((site as Company & { recaptchaSiteKey?: string }).recaptchaSiteKey);
  };

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const clientErrors = useMemo(() => validateLead(values, extras), [values, extras]);
  const errorFor = (name: string): string | undefined =>
    (touched[name] ? clientErrors[name] : undefined) ?? serverErrors[name];

  const closeThanks = useCallback(() => setThanksOpen(false), []);

  function edit(name: string, value: string) {
    idempotencyKey.current = null;
    setSent(false);
    setValues((current) =>
      name.startsWith('extras.')
        ? { ...current, extras: { ...current.extras, [name.slice(7)]: value } }
        : { ...current, [name]: value },
    );
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }

  function touch(name: string) {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const everyField = [...LEAD_FIELDS.map((f) => f.key), ...extras.map((d) => `extras.${d.key}`)];
    setTouched(Object.fromEntries(everyField.map((name) => [name, true])));
    setFailure(null);
    setSending(true);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const payload = buildLeadPayload(values, {
        context,
        extras,
        page: window.location.pathname,
        idempotencyKey: idempotencyKey.current,
        website,
        fillMs: Date.now() - shownAt.current,
        recaptchaToken: await recaptchaToken(site),
        altcha: await altcha.answer(),
      });
      await sendLead(site.apiBase, payload);
      altcha.reset();
      setValues(emptyValues(extras));
      setTouched({});
      setServerErrors({});
      idempotencyKey.current = null;
      shownAt.current = Date.now();
      setThanksOpen(true);
      setSent(true);
      // The context only: the subject names the company (privacy policy).
      trackLeadSubmit({ context });
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, 'network_or_http_error');
      const detail: LeadFailure = { context, status: error.status, code: error.code, details: error.details };
      onFailure?.(detail);
      window.dispatchEvent(new CustomEvent<LeadFailure>(LEAD_FAILURE_EVENT, { detail }));
      const fieldErrors = { ...(error.details ?? {}) };
      delete fieldErrors.body;
      setServerErrors(fieldErrors);
      setFailure(failureKind(error));
      // A refused form did not use its answer; any other failure may have.
      if (failureKind(error) !== 'validation') altcha.reset();
    } finally {
      setSending(false);
    }
  }

  // After a refused submission, bring the visitor to the first field to fix.
  useEffect(() => {
    if (failure !== 'validation') return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  function renderField(
    name: string,
    rule: FieldRule,
    value: string,
    options: { inputMode?: 'numeric'; wide?: boolean },
  ): ReactNode {
    const id = `${uid}-${name.replace('.', '-')}`;
    const error = errorFor(name);
    const errorId = `${id}-error`;
    const common = {
      id,
      name,
      value,
      required: rule.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      autoComplete: rule.autocomplete,
      placeholder: rule.placeholder || undefined,
      // A long message is never cut without a word: the count below says
      // when it is too long, and validation refuses it with its message.
      maxLength: rule.type === 'textarea' ? undefined : rule.maxLength,
      onBlur: () => touch(name),
    };
    const countId = `${id}-count`;
    const length = [...value].length;
    const over = rule.maxLength !== undefined && length > rule.maxLength;
    const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(name, event.target.value);
    const inputType = rule.type === 'email' ? 'email' : rule.type === 'tel' ? 'tel' : 'text';
    return (
      <div className={`lead-form__field${options.wide ? ' lead-form__field--wide' : ''}`} key={name}>
        <label htmlFor={id}>
          {rule.label}
          {rule.required && (
            <span className="lead-form__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {rule.type === 'textarea' ? (
          <>
            <textarea
              {...common}
              aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
              rows={5}
              onChange={onChange}
            />
            {rule.maxLength !== undefined && (
              <p id={countId} className="lead-form__count" data-over={over || undefined}>
                {length} / {rule.maxLength} caractères
                {/* Announced only when it matters, not at every key press. */}
                <span className="visually-hidden" aria-live="polite">
                  {over ? `Message trop long de ${length - rule.maxLength} caractères.` : ''}
                </span>
              </p>
            )}
          </>
        ) : (
          <input {...common} type={inputType} inputMode={options.inputMode} onChange={onChange} />
        )}
        {error && (
          <p id={errorId} className="lead-form__error">
            {error}
          </p>
        )}
      </div>
    );
  }

  const label = submitLabel ?? SUBMIT_LABELS.default;
  const phoneLink = <a href={`tel:${site.phoneHref}`}>{site.phone}</a>;
  const titleId = `${uid}-title`;

  if (server.state?.status === 'sent') {
    // Reached after the no-JavaScript post: the spec's thank-you text, server-rendered.
    return (
      <div className="lead-form">
        {title && (
          <h2 id={titleId} className="lead-form__title">
            {title}
          </h2>
        )}
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
      {title && (
        <h2 id={titleId} className="lead-form__title">
          {title}
        </h2>
      )}
      <form
        ref={formRef}
        className="lead-form__form"
        noValidate
        method="post"
        action={server.action ? `${server.action}#${context === 'contact' ? 'formulaire' : 'contact'}` : undefined}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Demande de rappel'}
        onSubmit={onSubmit}
        onFocus={startProofs}
        onInput={startProofs}
      >
        {/* For the no-JavaScript post: which handler, and which offer. */}
        <input type="hidden" name="formulaire" value="demande" />
        <input type="hidden" name="context" value={context} />
        <div role="status" className="lead-form__sent-status">
          {sent && !thanksOpen && (
            <p className="lead-form__sent">
              <strong>Demande envoyée.</strong> Nous revenons vers vous sous 24 h.
            </p>
          )}
        </div>
        <p className="lead-form__legend">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
        <div className="lead-form__grid">
          {LEAD_FIELDS.filter((rule) => rule.key !== 'message').map((rule) =>
            renderField(rule.key, rule, values[rule.key as LeadFieldKey], {}),
          )}
          {extras.map((definition) =>
            renderField(`extras.${definition.key}`, extraRule(definition), values.extras[definition.key] ?? '', {
              inputMode: definition.type === 'number' ? 'numeric' : undefined,
              wide: definition.type === 'textarea',
            }),
          )}
          {renderField(
            'message',
            LEAD_FIELDS.find((rule) => rule.key === 'message')!,
            values.message,
            {
              wide: true,
            },
          )}
        </div>
        {/* Honeypot: hidden from people and assistive technologies, filled by bots. */}
        <div className="lead-form__trap" aria-hidden="true">
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
        <p className="lead-form__privacy">
          Vos coordonnées servent uniquement à vous recontacter au sujet de votre demande. Voir notre{' '}
          <Link to="/politique-confidentialite">politique de confidentialité</Link>.
        </p>
      </form>
      <ThankYouDialog open={thanksOpen} onClose={closeThanks} />
    </div>
  );
}
