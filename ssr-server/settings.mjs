// The renderer's settings, from the environment (docs/configuration.md).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {Record<string, string | undefined>} env */
export function bundlePath(env) {
  const dist = env.FRONTEND_DIST ?? path.join(here, '..', 'frontend', 'dist');
  return env.SSR_BUNDLE ?? path.join(dist, 'server', 'entry-server.js');
}

/** @param {Record<string, string | undefined>} env */
export function settings(env) {
  return {
    host: env.SSR_HOST ?? '127.0.0.1',
    port: Number(env.SSR_PORT ?? 3001),
    // One render at a time per thread; the cores by default.
    workers: Math.max(1, Number(env.SSR_WORKERS || os.availableParallelism())),
    // Below Django's SSR_TIMEOUT (1 s): the pool gives up, and frees the
    // thread, before Django stops waiting.
    deadlineMs: Number(env.SSR_RENDER_DEADLINE_MS || 800),
  };
}
