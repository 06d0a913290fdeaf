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
const pool = createPool({
  filename: new URL('./render-worker.mjs', import.meta.url),
  workers,
  onReplaced: (url) => logger.error({ url, deadlineMs }, 'render thread terminated at the deadline and replaced'),
});
// Every thread loads the bundle and warms its pages before the port opens
// (a first render would otherwise pay for it and could pass the deadline).
const ready = new Set();
for (let round = 0; round < 20 && ready.size < workers; round += 1) {
  const answers = await Promise.all(Array.from({ length: workers }, () => pool.warm(60_000)));
  for (const answer of answers) ready.add(answer.threadId);
}

const server = createApp(pool.render, { deadlineMs, logger, stats: pool.stats }).listen(port, host, () => {
  logger.info({ host, port, workers, deadlineMs }, 'renderer listening');
});
// SIGTERM (deploys, supervisord, compose): finish the renders in flight,
// answer no new connection, then stop the threads.
const stop = () => server.close(() => pool.destroy().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
