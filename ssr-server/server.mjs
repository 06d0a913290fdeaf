// The Node renderer: Django POSTs {url, props} to /render and gets {html}.
// It renders the same React tree that hydrates in the browser
// (frontend/src/entry-server.tsx), in a pool of worker threads (pool.mjs).
// It listens on loopback (an internal network under compose): it is an
// internal service of Django, never exposed to visitors.
import pino from 'pino';
import { createApp } from './app.mjs';
import { createPool } from './pool.mjs';
import { settings } from './settings.mjs';
import { refusedInProduction } from './testswitch.mjs';

const logger = pino({ base: { service: 'renderer' } });
if (refusedInProduction(process.env)) {
  logger.fatal('SSR_TEST_SLOW_PATHS is a test switch: refused with NODE_ENV=production');
  process.exit(2);
}
const { host, port, workers, deadlineMs } = settings(process.env);
const filename = new URL('./render-worker.mjs', import.meta.url);
const onReplaced = (url) => logger.error({ url, deadlineMs }, 'render thread terminated at the deadline and replaced');

/** A pool whose every thread has loaded and warmed the bundle. */
async function readyPool() {
  const pool = createPool({ filename, workers, onReplaced });
  const ready = new Set();
  for (let round = 0; round < 20 && ready.size < workers; round += 1) {
    const answers = await Promise.all(Array.from({ length: workers }, () => pool.warm(60_000)));
    for (const answer of answers) ready.add(answer.threadId);
  }
  return pool;
}

// Every thread loads the bundle and warms its pages before the port opens
// (a first render would otherwise pay for it and could pass the deadline).
let pool = await readyPool();
const render = (url, props, ms) => pool.render(url, props, ms);
const stats = () => pool.stats();

const server = createApp(render, { deadlineMs, logger, stats }).listen(port, host, () => {
  logger.info({ host, port, workers, deadlineMs }, 'renderer listening');
});

// SIGHUP (a deploy: new bundle on disk): a new pool loads it and warms up
// while the old one keeps rendering; then new renders go to the new pool
// and the old one is destroyed once its renders in flight are done. The
// port never closes, so Django sees no error.
let replacing = false;
process.on('SIGHUP', async () => {
  if (replacing) return;
  replacing = true;
  try {
    const next = await readyPool();
    const old = pool;
    pool = next;
    logger.info({ workers, threads: next.stats().threads }, 'render pool replaced (SIGHUP)');
    await old.drain();
  } catch (error) {
    logger.error({ err: error }, 'render pool replacement failed; the old pool keeps serving');
  } finally {
    replacing = false;
  }
});

// SIGTERM (deploys, supervisord, compose): finish the renders in flight,
// answer no new connection, then stop the threads.
const stop = () => server.close(() => pool.drain().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
