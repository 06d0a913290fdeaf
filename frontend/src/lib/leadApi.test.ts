// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, buildLeadPayload, sendLead } from './leadApi';
import { ApiError, type LeadPayload } from './leadTypes';
import { extrasFor } from './validation';

const values = {
  firstName: ' Marie ',
  lastName: 'Durand',
  company: 'ACME',
  email: ' marie@acme.fr ',
  phone: '01 23 45 67 89',
  message: 'Bonjour',
  extras: { sitesCount: '2', address: '', bandwidth: '1 Gb/s', needBackup: '  ' },
};

function payload(): LeadPayload {
  return buildLeadPayload(values, {
    context: 'internet',
    extras: extrasFor('internet'),
    page: '/connexion',
    idempotencyKey: 'cle-0123456789',
    website: '',
    fillMs: 4321.4,
  });
}

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

const noDelay = { retryDelayMs: () => 0 };

describe('buildLeadPayload (spec §7)', () => {
  it('builds the mail fields and the structured fields', () => {
    expect(payload()).toEqual({
      name: 'Marie Durand',
      email: 'marie@acme.fr',
      subject: 'Lead internet — ACME',
      message: 'Message: Bonjour\nNombre de sites à raccorder: 2\nDébit souhaité: 1 Gb/s',
      phone: '01 23 45 67 89',
      company: 'ACME',
      locale: 'fr-FR',
      context: 'internet',
      firstName: 'Marie',
      lastName: 'Durand',
      userMessage: 'Bonjour',
      extras: { sitesCount: '2', bandwidth: '1 Gb/s' },
      page: '/connexion',
      idempotencyKey: 'cle-0123456789',
      website: '',
      fillMs: 4321,
    });
  });

  it('adds recaptchaToken only when available', () => {
    expect('recaptchaToken' in payload()).toBe(false);
    const withToken = buildLeadPayload(values, {
      context: 'telephonie',
      extras: [],
      page: '/telephonie',
      idempotencyKey: 'cle-0123456789',
      website: '',
      fillMs: 1,
      recaptchaToken: 'jeton',
    });
    expect(withToken.recaptchaToken).toBe('jeton');
    expect(withToken.message).toBe('Message: Bonjour');
  });
});

describe('sendLead (spec §7/§8)', () => {
  it('posts JSON to {api}/send and resolves on ok: true', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(answer(200, { ok: true, error: null, details: null }));
    await sendLead('/api/', payload(), { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/send');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual(payload());
  });

  it('retries twice on network errors and 5xx, with the same body', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(502, '<html>Bad gateway</html>'))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    await sendLead('/api', payload(), { fetchImpl, ...noDelay });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const bodies = fetchImpl.mock.calls.map((call) => call[1].body);
    expect(new Set(bodies).size).toBe(1);
  });

  it('gives up after 2 retries: status 0 and network_or_http_error', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await sendLead('/api', payload(), { fetchImpl, ...noDelay }).catch((e: unknown) => e);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_or_http_error', details: null });
  });

  it('keeps the last 5xx status when every attempt fails', async () => {
    const fetchImpl = vi.fn(async () => answer(503, { ok: false, error: 'server_error' }));
    await expect(sendLead('/api', payload(), { fetchImpl, ...noDelay })).rejects.toMatchObject({
      status: 503,
      code: 'server_error',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx and passes the field details on', async () => {
    const details = { email: "L'email renseigné ne semble pas valide." };
    const fetchImpl = vi.fn().mockResolvedValue(answer(400, { ok: false, error: 'validation_error', details }));
    await expect(sendLead('/api', payload(), { fetchImpl })).rejects.toMatchObject({
      status: 400,
      code: 'validation_error',
      details,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a 2xx without ok: true is status 400, code from error or unknown_backend_error', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { ok: false }))
      .mockResolvedValueOnce(answer(200, ''));
    await expect(sendLead('/api', payload(), { fetchImpl })).rejects.toMatchObject({
      status: 400,
      code: 'unknown_backend_error',
    });
    await expect(sendLead('/api', payload(), { fetchImpl })).rejects.toMatchObject({
      status: 400,
      code: 'unknown_backend_error',
    });
    const coded = vi.fn().mockResolvedValue(answer(200, { ok: false, error: 'quota' }));
    await expect(sendLead('/api', payload(), { fetchImpl: coded })).rejects.toMatchObject({
      status: 400,
      code: 'quota',
    });
  });

  it('times out each attempt after 10 s', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = sendLead('/api', payload(), { fetchImpl: fetchImpl as unknown as typeof fetch, ...noDelay });
      const settled = pending.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await settled).toMatchObject({ status: 0, code: 'network_or_http_error' });
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins the api base with one slash', () => {
    expect(apiUrl('https://api.example.fr/api/', 'send')).toBe('https://api.example.fr/api/send');
    expect(apiUrl('', 'review')).toBe('/api/review');
  });
});
