// Lead form types of spec §3, and the shapes of the lead and review calls (§7).
import type { FieldMessages, FieldSpec, LeadContext } from '../content/types.generated';

// The page a lead comes from, one extra field of a lead form and the rule
// codes: generated from the pydantic models of content/validation.json
// (core/api/validation_file.py, `make types`), whose lead.contexts list is
// also the one behind Django's LeadContext choices.
export type { LeadContext } from '../content/types.generated';
export type ExtraFieldDefinition = FieldSpec;
/** Why a value is refused: the codes of content/validation.json. */
export type RuleCode = keyof FieldMessages;

/** The lead form's own fields (spec §3 "Lead form values", extras apart). */
export type LeadFieldKey = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'message';

/** Lead form values (spec §3). */
export interface LeadFormValues {
  /** Given name, max 64. */
  firstName: string;
  /** Family name, max 64. */
  lastName: string;
  /** Company, max 128. */
  company: string;
  /** Work e-mail, max 128. */
  email: string;
  /** Optional phone, max 32. */
  phone: string;
  /** Free message, max 2000. */
  message: string;
  /** Extra fields of the page, by key. */
  extras: Record<string, string>;
}

/** POST {api}/send body: the §7 mail payload plus structured fields for staff. */
export interface LeadPayload {
  /** §7: first and last name joined. */
  name: string;
  /** §7: the visitor's e-mail. */
  email: string;
  /** §7: 'Lead {context} — {company}', 'Lead — {company}' or 'Message'. */
  subject: string;
  /** §7: 'Message: …' then 'Label: value' per extra, by weight. */
  message: string;
  /** §7: phone (may be empty). */
  phone: string;
  /** §7: company. */
  company: string;
  /** §7: locale of the page. */
  locale: string;
  /** §7: reCAPTCHA v3 token, only when available. */
  recaptchaToken?: string;
  /** Which page the lead comes from. */
  context: LeadContext;
  /** Given name, for staff. */
  firstName: string;
  /** Family name, for staff. */
  lastName: string;
  /** The form's message field alone, for staff. */
  userMessage: string;
  /** Non-empty extra fields, by key. */
  extras: Record<string, string>;
  /** Path of the page holding the form. */
  page: string;
  /** One key per submission, reused by its retries: never two leads. */
  idempotencyKey: string;
  /** Honeypot: people never see it, so it stays empty. */
  website: string;
  /** Milliseconds between the form's display and its submit. */
  fillMs: number;
  /** ALTCHA proof of work (base64), when it could be solved. */
  altcha?: string;
  /** Where the lead came from: the page's campaign parameters, the referring site's domain. */
  origin?: LeadOrigin;
}

/**
 * utm_source, utm_medium, utm_campaign, utm_term, utm_content (content/
 * validation.json lead.origin) and `referrer`, a domain; read when the form is
 * sent (lib/leadOrigin.ts), never stored in the browser.
 */
export type LeadOrigin = Record<string, string>;

/** POST {api}/review body (spec §3 "Review payload", plus anti-abuse fields). */
export interface ReviewPayload {
  /** Optional name, max 128. */
  name: string;
  /** Optional company, max 128. */
  company: string;
  /** Required review text, max 2000. */
  message: string;
  /** One key per submission, reused by its retry. */
  idempotencyKey: string;
  /** Honeypot. */
  website: string;
  /** Milliseconds between the modal's opening and its submit. */
  fillMs: number;
  /** ALTCHA proof of work (base64), when it could be solved. */
  altcha?: string;
}

/** Backend response (spec §3). */
export interface BackendResponse {
  /** True when accepted. */
  ok?: boolean;
  /** Error code. */
  error?: string | null;
  /** French message per field, or about the body. */
  details?: Record<string, string> | null;
}

/** A failed call, as spec §8 describes it. */
export class ApiError extends Error {
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  /** Error code from the response, or network_or_http_error / unknown_backend_error / invalid_response. */
  readonly code: string;
  /** Per-field messages from the server, when any. */
  readonly details: Record<string, string> | null;

  constructor(status: number, code: string, details: Record<string, string> | null = null) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Detail of the window event 'tq-lead-failure' and of LeadForm's onFailure. */
export interface LeadFailure {
  /** Page of the form. */
  context: LeadContext;
  /** HTTP status, 0 when unreachable. */
  status: number;
  /** Error code. */
  code: string;
  /** Per-field messages, when the server refused fields. */
  details: Record<string, string> | null;
}

/** reCAPTCHA v3, when the page loaded it (spec §7 "recaptchaToken when available"). */
export interface Recaptcha {
  /** Runs once the library is ready. */
  ready(callback: () => void): void;
  /** Gets a token for an action. */
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    /** Google reCAPTCHA v3, present only when a site key is configured and the script loaded. */
    grecaptcha?: Recaptcha;
  }
}
