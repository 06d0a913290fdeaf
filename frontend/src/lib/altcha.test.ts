// The browser side of the proof of work: a real challenge (made here with
// altcha-lib's own server function, as our Django view makes them with the
// PyPI package) fetched, solved and encoded as the server expects it.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it, vi } from 'vitest';
import { createAltchaRun, solveAltcha } from './altcha';

const KEY = 'test-key';

async function serveChallenge(): Promise<typeof fetch> {
  const challenge = await createChallenge({ hmacKey: KEY, maxNumber: 2000 });
  return vi.fn(async () => new Response(JSON.stringify(challenge), { status: 200 })) as unknown as typeof fetch;
}

describe('solveAltcha', () => {
  it('fetches our challenge and returns an answer the server verifies', async () => {
    const fetchImpl = await serveChallenge();
    const answer = await solveAltcha('/api', fetchImpl);
    expect(vi.mocked(fetchImpl).mock.calls[0][0]).toBe('/api/altcha/challenge');
    expect(answer).toBeTypeOf('string');
    expect(await verifySolution(answer!, KEY)).toBe(true);
    expect(await verifySolution(answer!, 'another key')).toBe(false);
  });

  it('gives no answer when the challenge cannot be had (the server then files the submission as spam)', async () => {
    const down = vi.fn(async () => new Response('oops', { status: 503 })) as unknown as typeof fetch;
    expect(await solveAltcha('/api', down)).toBeUndefined();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await solveAltcha('/api', offline)).toBeUndefined();
  });
});

describe('createAltchaRun', () => {
  it('solves once from the first focus, and again after a submission used the answer', async () => {
    const solve = vi.fn(async () => `answer-${solve.mock.calls.length}`);
    const run = createAltchaRun('/api', solve);
    run.start();
    run.start();
    expect(solve).toHaveBeenCalledTimes(1);
    expect(await run.answer()).toBe('answer-1');
    run.reset();
    expect(await run.answer()).toBe('answer-2');
    expect(solve).toHaveBeenCalledTimes(2);
  });
});
