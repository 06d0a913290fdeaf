// The visitor's cookie choice, kept in the browser (spec §3 "Consent record",
// §9 "Consent storage key tq_consent_v1, schema version 1").
//
// The record lives in localStorage, never in a cookie: it is only read by the
// browser and never needs to travel to the server.

import { localStore } from './safeStorage';

export const CONSENT_STORAGE_KEY = 'tq_consent_v1';
export const CONSENT_VERSION = 1;
/**
 * A choice is asked again after 6 months, the CNIL's recommended renewal
 * (the cookie policy announces 6 to 12 months for tq_consent).
 */
export const CONSENT_MAX_AGE_MONTHS = 6;
// A record dated in the future would never expire; a day of tolerance
// absorbs a visitor's clock being slightly off between two visits.
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** What localStorage holds under tq_consent_v1. */
export interface ConsentRecord {
  /** true: audience measurement accepted; false: refused. */
  analytics: boolean;
  /** Schema version; any other value is treated as no record. */
  v: typeof CONSENT_VERSION;
  /** When the choice was made, in milliseconds since the epoch. */
  ts: number;
}

/** The instant a record made at `ts` stops being valid (calendar months). */
export function consentExpiry(ts: number): number {
  const expiry = new Date(ts);
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry.getTime();
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.analytics === 'boolean' &&
    record.v === CONSENT_VERSION &&
    typeof record.ts === 'number' &&
    Number.isFinite(record.ts)
  );
}

/**
 * The stored choice if it is well-formed and younger than 6 months, else
 * null (the banner must then be shown). An unusable record is removed, so
 * that an expired choice is not kept longer than needed.
 */
export function readConsent(now: number = Date.now()): ConsentRecord | null {
  // Null also where storage is blocked: the banner is then shown.
  const raw = localStore.getItem(CONSENT_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isConsentRecord(parsed) && parsed.ts <= now + CLOCK_SKEW_MS && now < consentExpiry(parsed.ts)) {
    return { analytics: parsed.analytics, v: CONSENT_VERSION, ts: parsed.ts };
  }
  localStore.removeItem(CONSENT_STORAGE_KEY);
  return null;
}

/**
 * Stores the visitor's choice and returns the record. When storage is
 * unavailable the choice still applies to the current page; the banner will
 * simply be shown again on the next visit.
 */
export function writeConsent(analytics: boolean, now: number = Date.now()): ConsentRecord {
  const record: ConsentRecord = { analytics, v: CONSENT_VERSION, ts: now };
  localStore.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  return record;
}
