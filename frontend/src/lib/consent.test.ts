import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, consentExpiry, readConsent, writeConsent } from './consent';

const NOW = Date.UTC(2025, 9, 15, 10, 0, 0); // 15 October 2025

function store(value: unknown): void {
  localStorage.setItem(CONSENT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('writeConsent', () => {
  it.each([true, false])('stores exactly {analytics: %s, v: 1, ts}', (analytics) => {
    const record = writeConsent(analytics, NOW);
    expect(record).toEqual({ analytics, v: 1, ts: NOW });
    expect(JSON.parse(localStorage.getItem('tq_consent_v1')!)).toStrictEqual({ analytics, v: 1, ts: NOW });
    expect(Object.keys(localStorage)).toEqual(['tq_consent_v1']);
  });

  it('still returns the choice when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(writeConsent(true, NOW)).toEqual({ analytics: true, v: 1, ts: NOW });
  });
});

describe('readConsent', () => {
  it('returns nothing on a first visit', () => {
    expect(readConsent(NOW)).toBeNull();
  });

  it.each([true, false])('returns a valid record (analytics %s)', (analytics) => {
    writeConsent(analytics, NOW - 1000);
    expect(readConsent(NOW)).toEqual({ analytics, v: 1, ts: NOW - 1000 });
  });

  it('keeps a choice for 6 calendar months, not one millisecond more', () => {
    const ts = Date.UTC(2025, 3, 15, 10, 0, 0); // 15 April 2025
    writeConsent(true, ts);
    const expiry = new Date(consentExpiry(ts));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate()]).toEqual([2025, 9, 15]);
    expect(readConsent(consentExpiry(ts) - 1)).not.toBeNull();
    expect(readConsent(consentExpiry(ts))).toBeNull();
    // The expired record is removed, not kept indefinitely.
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('treats a six-month-old record as no record', () => {
    const sixMonthsAgo = new Date(NOW);
    sixMonthsAgo.setMonth(sixMonthsAgo.getMonth() - 6);
    writeConsent(false, sixMonthsAgo.getTime());
    expect(readConsent(NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{analytics: true'],
    ['another version', { analytics: true, v: 2, ts: NOW }],
    ['no version', { analytics: true, ts: NOW }],
    ['analytics as a string', { analytics: 'true', v: 1, ts: NOW }],
    ['ts as a string', { analytics: true, v: 1, ts: String(NOW) }],
    ['no timestamp', { analytics: false, v: 1 }],
    ['a timestamp far in the future', { analytics: true, v: 1, ts: NOW + 7 * 86_400_000 }],
    ['null', null],
    ['an array', [true, 1, NOW]],
  ])('ignores and removes a record that is %s', (_label, value) => {
    store(value);
    expect(readConsent(NOW)).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('tolerates a clock slightly behind the one that wrote the record', () => {
    store({ analytics: true, v: 1, ts: NOW + 60_000 });
    expect(readConsent(NOW)).toEqual({ analytics: true, v: 1, ts: NOW + 60_000 });
  });

  it('drops unknown fields from the returned record', () => {
    store({ analytics: true, v: 1, ts: NOW, extra: 'x' });
    expect(readConsent(NOW)).toStrictEqual({ analytics: true, v: 1, ts: NOW });
  });

  it('returns nothing when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readConsent(NOW)).toBeNull();
  });
});
