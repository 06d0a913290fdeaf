// POST {api}/send (spec §7/§8): 10 s timeout, up to 2 retries on network
// errors and 5xx only, success only when the answer says ok: true.
import {
  ApiError,
  type ExtraFieldDefinition,
  type LeadContext,
  type LeadFormValues,
  type LeadOrigin,
  type LeadPayload,
} from './leadTypes';
import { LEAD_LOCALE, composeMailFields, trimValue } from './validation';

// --- What the lead and review calls share: a timeout per attempt, retries
// with a short pause, and the §8 error shapes.

export interface Attempt {
  /** HTTP status (0: no answer). */
  status: number;
  /** Raw body text; '' when empty. */
  text: string;
}

export interface PostOptions {
  /** Per-attempt timeout (spec §9: 10000 ms). */
  timeoutMs: number;
  /** Extra attempts after the first. */
  retries: number;
  /** Pause before retry n (1-based), in ms. */
  retryDelayMs?: (retry: number) => number;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
}

/** Joins the API base ({api} of the spec) and a path, with one slash. */
export function apiUrl(base: string, path: string): string {
  return `${(base || '/api').replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs JSON; retries only on network errors, timeouts and 5xx (a 4xx would
 * fail again). Resolves with the last answer, rejects with ApiError(0) when
 * no attempt got one.
 */
export async function postJson(url: string, body: unknown, options: PostOptions): Promise<Attempt> {
  const doFetch = options.fetchImpl ?? fetch;
  const delay = options.retryDelayMs ?? ((n: number) => 400 * n);
  const json = JSON.stringify(body);
  let last: Attempt | null = null;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await sleep(delay(attempt));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: json,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      const text = await response.text();
      last = { status: response.status, text };
      if (response.status < 500) return last;
    } catch {
      last = null;
    } finally {
      clearTimeout(timer);
    }
  }
  if (last) return last;
  throw new ApiError(0, 'network_or_http_error');
}

/** Parses a body; undefined when it is not JSON. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function detailsOf(value: unknown): Record<string, string> | null {
  if (!isObject(value) || !isObject(value.details)) return null;
  const details: Record<string, string> = {};
  for (const [key, message] of Object.entries(value.details)) {
    if (typeof message === 'string') details[key] = message;
  }
  return details;
}

export const SEND_TIMEOUT_MS = 10_000;
export const SEND_RETRIES = 2;

export interface BuildLeadOptions {
  /** Page of the form. */
  context: LeadContext;
  /** Extra fields shown on that page. */
  extras: ExtraFieldDefinition[];
  /** Path of the page. */
  page: string;
  /** Key shared by the retries of this submission. */
  idempotencyKey: string;
  /** Honeypot value. */
  website: string;
  /** Milliseconds since the form was shown. */
  fillMs: number;
  /** reCAPTCHA v3 token, when available. */
  recaptchaToken?: string;
  /** ALTCHA proof of work, when solved. */
  altcha?: string;
  /** Where the lead came from (lib/leadOrigin.ts), when the page says. */
  origin?: LeadOrigin;
}

/** The request body: the §7 mail payload plus the structured fields. */
export function buildLeadPayload(values: LeadFormValues, options: BuildLeadOptions): LeadPayload {
  const composed = composeMailFields(options.context, values, options.extras);
  const extras: Record<string, string> = {};
  for (const definition of options.extras) {
    const value = trimValue(values.extras[definition.key] ?? '');
    if (value) extras[definition.key] = value;
  }
  const payload: LeadPayload = {
    name: composed.name,
    email: trimValue(values.email),
    subject: composed.subject,
    message: composed.message,
    phone: trimValue(values.phone),
    company: trimValue(values.company),
    locale: LEAD_LOCALE,
    context: options.context,
    firstName: trimValue(values.firstName),
    lastName: trimValue(values.lastName),
    userMessage: trimValue(values.message),
    extras,
    page: options.page,
    idempotencyKey: options.idempotencyKey,
    website: options.website,
    fillMs: Math.max(0, Math.round(options.fillMs)),
  };
  if (options.recaptchaToken) payload.recaptchaToken = options.recaptchaToken;
  if (options.altcha) payload.altcha = options.altcha;
  if (options.origin && Object.keys(options.origin).length > 0) payload.origin = options.origin;
  return payload;
}

/** Sends a lead; resolves on ok: true, rejects with ApiError as spec §8 says. */
export async function sendLead(
  apiBase: string,
  payload: LeadPayload,
  options: Partial<PostOptions> = {},
): Promise<void> {
  const answer = await postJson(apiUrl(apiBase, 'send'), payload, {
    timeoutMs: SEND_TIMEOUT_MS,
    retries: SEND_RETRIES,
    ...options,
  });
  const body = parseBody(answer.text);
  const code = isObject(body) && typeof body.error === 'string' && body.error ? body.error : null;
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, code ?? 'network_or_http_error', detailsOf(body));
  }
  if (!isObject(body) || body.ok !== true) {
    throw new ApiError(400, code ?? 'unknown_backend_error', detailsOf(body));
  }
}

/** A fresh idempotency key (one per submission, shared by its retries). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
