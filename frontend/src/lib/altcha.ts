// ALTCHA proof of work, answered in the background (README, "Anti-abuse").
// Our server issues the challenge (GET {api}/altcha/challenge) and checks the
// answer: no third party, so no consent is needed. The solver (altcha-lib,
// SHA-256 with the browser's Web Crypto) is a separate chunk, fetched only when
// a visitor starts filling a form. It runs in workers built from our own bundle
// (same origin: the CSP's script-src 'self' covers them); on the main thread
// every hash would wait for a turn of a busy page's event loop.
import { apiUrl } from './leadApi';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.algorithm === 'string' &&
    typeof c.challenge === 'string' &&
    typeof c.maxnumber === 'number' &&
    typeof c.salt === 'string' &&
    typeof c.signature === 'string'
  );
}

/** Fetches a challenge and solves it; undefined when either fails (the server then files the submission as spam). */
export async function solveAltcha(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(apiUrl(apiBase, 'altcha/challenge'), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const challenge: unknown = await response.json();
    if (!response.ok || !isChallenge(challenge)) return undefined;
    const { solveChallenge, solveChallengeWorkers } = await import('altcha-lib/v1');
    const solution =
      typeof Worker === 'undefined'
        ? await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
        : await solveChallengeWorkers(
            () => new Worker(new URL('./altchaWorker.ts', import.meta.url), { type: 'module' }),
            // Two workers: fast enough, and the page (and its visitor) keep a core.
            Math.min(2, navigator.hardwareConcurrency || 1),
            challenge.challenge,
            challenge.salt,
            challenge.algorithm,
            challenge.maxnumber,
          );
    if (!solution) return undefined;
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return btoa(JSON.stringify(payload));
  } catch {
    return undefined;
  }
}

/** One answer per submission: started when the visitor starts a form, awaited on submit. */
export interface AltchaRun {
  /** Starts solving, once (focus or input in the form). */
  start(): void;
  /** The answer, waiting for the solver if needed. */
  answer(): Promise<string | undefined>;
  /** After a submission used the answer: the next one needs a new challenge. */
  reset(): void;
}

export function createAltchaRun(apiBase: string, solve = solveAltcha): AltchaRun {
  let pending: Promise<string | undefined> | null = null;
  return {
    start() {
      pending ??= solve(apiBase);
    },
    answer() {
      pending ??= solve(apiBase);
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}
