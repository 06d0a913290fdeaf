// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './leadTypes';
import { interpretReviewAnswer, sendReview } from './reviewApi';

const review = { name: '', company: '', message: 'Top', idempotencyKey: 'cle-0123456789', website: '', fillMs: 5000 };
const answer = (status: number, body: string) => new Response(body, { status });

describe('review response rules (spec §7)', () => {
  it.each([
    ['ok true', '{"ok":true}'],
    ['empty body', ''],
    ['null', 'null'],
    ['object without ok', '{"id":12}'],
    ['empty object', '{}'],
  ])('%s is a success', (_name, body) => {
    expect(() => interpretReviewAnswer(body)).not.toThrow();
  });

  it.each([
    ['array', '[]'],
    ['string', '"merci"'],
    ['number', '1'],
    ['boolean', 'true'],
    ['not JSON', '<html>ok</html>'],
  ])('%s is invalid_response with status 400', (_name, body) => {
    expect(() => interpretReviewAnswer(body)).toThrow(ApiError);
    try {
      interpretReviewAnswer(body);
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'invalid_response' });
    }
  });

  it('ok other than true is an error', () => {
    expect(() => interpretReviewAnswer('{"ok":false,"error":"validation_error"}')).toThrow('validation_error');
  });
});

describe('sendReview', () => {
  it('posts to {api}/review with one retry on network errors', async () => {
    const fetchImpl = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(answer(200, ''));
    await sendReview('/api', review, { fetchImpl, retryDelayMs: () => 0 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/review');
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body)).toEqual(review);
  });

  it('fails after one retry: network_or_http_error', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(sendReview('/api', review, { fetchImpl, retryDelayMs: () => 0 })).rejects.toMatchObject({
      status: 0,
      code: 'network_or_http_error',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('an HTTP error keeps its status', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(answer(429, '{"ok":false,"error":"rate_limited"}'));
    await expect(sendReview('/api', review, { fetchImpl })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('times out after 10 000 ms', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const settled = sendReview('/api', review, {
        fetchImpl: fetchImpl as unknown as typeof fetch,
        retryDelayMs: () => 0,
      }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await settled).toMatchObject({ status: 0, code: 'network_or_http_error' });
    } finally {
      vi.useRealTimers();
    }
  });
});
