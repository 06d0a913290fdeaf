// The lead form's state and its submission (spec §4/§7): values, touched
// fields, the server's per-field messages, the proofs of work sent with the
// body, one idempotency key per submission, and the failure event.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AltchaRun } from '../../lib/altcha';
import { trackLeadSubmit } from '../../lib/analytics';
import { loadRecaptchaAfterConsent } from '../../lib/recaptchaLoader';
import type { ApiError, ExtraFieldDefinition, LeadContext, LeadFailure, LeadFormValues } from '../../lib/leadTypes';
import { useSite, type Company } from '../../lib/site';
import { LEAD_FIELDS, validateLead } from '../../lib/validation';
import type { ServerFormState } from '../../types';

/** Window event emitted when a lead could not be sent. */
export const LEAD_FAILURE_EVENT = 'tq-lead-failure';

export type FailureKind = 'validation' | 'rate' | 'other';

const RECAPTCHA_WAIT_MS = 3000;

type Sender = typeof import('./leadSender');
let sender: Promise<Sender> | null = null;
/** The sending code (leadSender.ts), imported once, when a visitor starts a form. */
function loadSender(): Promise<Sender> {
  // A failed load (network blip) is tried again at the next submit.
  sender ??= import('./leadSender').catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
}

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

function recaptchaSiteKey(site: Company): string | undefined {
  return (site as Company & { recaptchaSiteKey?: string }).recaptchaSiteKey;
}

async function recaptchaToken(site: Company): Promise<string | undefined> {
  const siteKey = recaptchaSiteKey(site);
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

type Failure = Pick<ApiError, 'status' | 'code' | 'details'>;

/** leadApi's ApiError, or anything else (a failed chunk load too) as « no answer ».
 *  By name, not instanceof: the class lives in the lazily loaded code. */
function asFailure(caught: unknown): Failure {
  if (caught instanceof Error && caught.name === 'ApiError') return caught as ApiError;
  return { status: 0, code: 'network_or_http_error', details: null };
}

function failureKind(error: Failure): FailureKind {
  if (error.code === 'validation_error' && error.details) return 'validation';
  if (error.status === 429) return 'rate';
  return 'other';
}

export interface LeadSubmissionOptions {
  /** Which offer the lead is about (spec §3). */
  context: LeadContext;
  /** The extra fields of this form. */
  extras: ExtraFieldDefinition[];
  /** What the server sent back after a no-JavaScript post, if anything. */
  serverState: ServerFormState | null;
  /** Called with the failure event of spec §4. */
  onFailure?: (failure: LeadFailure) => void;
}

export function useLeadSubmission({ context, extras, serverState, onFailure }: LeadSubmissionOptions) {
  const site = useSite();
  const [values, setValues] = useState<LeadFormValues>(() => initialValues(extras, serverState?.values));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => serverState?.errors ?? {});
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FailureKind | null>(() => serverState?.failure ?? null);
  const [thanksOpen, setThanksOpen] = useState(false);
  // Bumped by a submit that the rules here already find invalid: the focus
  // goes to the first field to fix at once, not after the sending code has
  // loaded and the server has answered.
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  // Stays after the 3 s dialog: the reset form must not look as if nothing
  // was sent. Cleared by the next edit.
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shownAt = useRef(0);
  // Fields focused or edited since the last reset: only their blur marks them touched.
  // After a send by Enter, the focused field loses focus to the thank-you
  // dialog once the form is empty; that blur is nobody touching it, and must
  // not show « … est requis » on the fresh form.
  const focusedSinceReset = useRef(new Set<string>());
  // One key per submission: kept while the visitor retries the same values,
  // renewed on success or on any edit.
  const idempotencyKey = useRef<string | null>(null);
  // The proof of work, solved in the background from the first focus.
  // Created at the first focus, input or submit, with the sending code.
  const altchaRun = useRef<Promise<AltchaRun> | null>(null);
  const altcha = () =>
    (altchaRun.current ??= loadSender().then(
      ({ createAltchaRun }) => createAltchaRun(site.apiBase),
      (error: unknown) => {
        altchaRun.current = null;
        throw error;
      },
    ));
  const startProofs = () => {
    void altcha().then((run) => run.start());
    loadRecaptchaAfterConsent(recaptchaSiteKey(site));
  };

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const clientErrors = useMemo(() => validateLead(values, extras), [values, extras]);
  const errorFor = (name: string): string | undefined =>
    (touched[name] ? clientErrors[name] : undefined) ?? serverErrors[name];

  const closeThanks = useCallback(() => setThanksOpen(false), []);

  function edit(name: string, value: string) {
    focusedSinceReset.current.add(name);
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

  // What the visitor typed before the form was hydrated (its page section
  // hydrates when it nears the viewport, lib/deferredSection.tsx): the
  // browser keeps it in the fields, but React's state starts from the
  // server's values and would put those back. Adopted once, as edits.
  const adoptTyped = useRef(edit);
  adoptTyped.current = edit;
  useEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      if (!element.name || element.name === 'website' || element.type === 'hidden') continue;
      if (element.type === 'checkbox' || element.type === 'radio') continue;
      if (element.value !== element.defaultValue) adoptTyped.current(element.name, element.value);
    }
  }, []);

  function touch(name: string) {
    if (!focusedSinceReset.current.has(name)) return;
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }

  /** The form's focusin: remembers which field the visitor entered. */
  function noteFocus(target: EventTarget) {
    const name = (target as { name?: unknown }).name;
    if (typeof name === 'string' && name) focusedSinceReset.current.add(name);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const everyField = [...LEAD_FIELDS.map((f) => f.key), ...extras.map((d) => `extras.${d.key}`)];
    setTouched(Object.fromEntries(everyField.map((name) => [name, true])));
    // Spec §4: an invalid form is still sent (the server's refusal is the
    // failure event); its messages and the focus do not wait for that.
    if (Object.keys(clientErrors).length > 0) setInvalidSubmits((count) => count + 1);
    setFailure(null);
    setSending(true);
    try {
      const { buildLeadPayload, newIdempotencyKey, pageOrigin, sendLead } = await loadSender();
      const run = await altcha();
      idempotencyKey.current ??= newIdempotencyKey();
      const payload = buildLeadPayload(values, {
        context,
        extras,
        page: window.location.pathname,
        idempotencyKey: idempotencyKey.current,
        website,
        fillMs: Date.now() - shownAt.current,
        recaptchaToken: await recaptchaToken(site),
        altcha: await run.answer(),
        origin: pageOrigin(),
      });
      await sendLead(site.apiBase, payload);
      run.reset();
      setValues(emptyValues(extras));
      setTouched({});
      focusedSinceReset.current = new Set();
      // However it was sent (click or Enter in a field), focus goes back to
      // the submit button when the dialog closes: the lasting confirmation
      // sits right under it (LeadForm.tsx).
      formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
      setServerErrors({});
      idempotencyKey.current = null;
      shownAt.current = Date.now();
      setThanksOpen(true);
      setSent(true);
      // The context only: the subject names the company (privacy policy).
      trackLeadSubmit({ context });
    } catch (caught) {
      const error = asFailure(caught);
      const detail: LeadFailure = { context, status: error.status, code: error.code, details: error.details };
      onFailure?.(detail);
      window.dispatchEvent(new CustomEvent<LeadFailure>(LEAD_FAILURE_EVENT, { detail }));
      const fieldErrors = { ...(error.details ?? {}) };
      delete fieldErrors.body;
      setServerErrors(fieldErrors);
      setFailure(failureKind(error));
      // A refused form did not use its answer; any other failure may have.
      if (failureKind(error) !== 'validation') void altcha().then((run) => run.reset());
    } finally {
      setSending(false);
    }
  }

  // An invalid submit: the first field to fix takes the focus as soon as its
  // message is rendered.
  useEffect(() => {
    if (invalidSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmits]);

  // After a refused submission, bring the visitor to the first field to fix,
  // unless the focus already is on one (moved there by the submit itself).
  useEffect(() => {
    if (failure !== 'validation') return;
    const active = document.activeElement;
    if (active?.getAttribute('aria-invalid') === 'true' && formRef.current?.contains(active)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  return {
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
  };
}
