// @vitest-environment node
import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createApp } from './app.mjs';
import { createPool, DeadlineError } from './pool.mjs';
import { refusedInProduction, slowPaths } from './testswitch.mjs';
import { STARTED } from './fixtures/sleepy-worker.mjs';

const worker = new URL('./fixtures/sleepy-worker.mjs', import.meta.url);
let pool;
let server;

afterEach(async () => {
  vi.useRealTimers();
  server?.close();
  await pool?.destroy();
});

/** Resolves with the thread's id once the sleepy worker starts rendering `url`. */
function started(url) {
  const channel = new BroadcastChannel(STARTED);
  return new Promise((resolve) => {
    channel.onmessage = ({ data }) => {
      if (data.url !== url) return;
      channel.close();
      resolve(data.threadId);
    };
  });
}

/** The promise, and whether it has settled yet. */
function watched(promise) {
  const state = { settled: false };
  state.promise = promise.finally(() => {
    state.settled = true;
  });
  return state;
}

// The deadlines run on the test's clock (vi.useFakeTimers): a render past
// its deadline is one the test moved the clock past, whatever the machine's
// load. The renders themselves run on real threads.
const deadlineClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('render pool', () => {
  it('terminates a hung render at the deadline and replaces its thread', async () => {
    pool = createPool({ filename: worker, workers: 2 });
    await pool.render('/warm', {}, 5000);
    const before = pool.stats().threads;
    deadlineClock();
    const running = started('/hang');
    const hung = watched(pool.render('/hang', {}, 300).catch((error) => error));
    const hungThread = await running;
    await vi.advanceTimersByTimeAsync(299);
    expect(hung.settled).toBe(false);
    expect(pool.stats().replaced).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hung.promise).toBeInstanceOf(DeadlineError);
    const after = pool.stats();
    expect(after.threads).toHaveLength(2);
    expect(after.replaced).toBe(1);
    expect(after.threads).not.toContain(hungThread);
    expect(after.threads.filter((id) => !before.includes(id))).toHaveLength(1);
    // The replacement renders.
    vi.useRealTimers();
    expect(await pool.render('/next', {}, 5000)).toMatchObject({ html: '<p>/next</p>' });
  });

  it('renders other pages on the other threads while one is stuck', async () => {
    pool = createPool({ filename: worker, workers: 2 });
    await pool.render('/warm', {}, 5000);
    deadlineClock();
    const running = started('/hang');
    const hung = watched(pool.render('/hang', {}, 300).catch((error) => error));
    const hungThread = await running;
    // The clock stands still: a page queued behind the stuck thread would
    // never render (the test would time out).
    for (let i = 0; i < 5; i += 1) {
      expect(await pool.render(`/page-${i}`, {}, 300)).toMatchObject({ html: `<p>/page-${i}</p>` });
    }
    expect(hung.settled).toBe(false);
    expect(pool.stats().threads).toContain(hungThread);
    await vi.advanceTimersByTimeAsync(300);
    expect(await hung.promise).toBeInstanceOf(DeadlineError);
  });

  it('keeps /health answering during a hung render', async () => {
    pool = createPool({ filename: worker, workers: 1 });
    await pool.render('/warm', {}, 5000);
    server = createApp(pool.render, { deadlineMs: 800, logger: pino({ level: 'silent' }), stats: pool.stats }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;
    deadlineClock();
    const body = JSON.stringify({ url: '/hang', props: {} });
    const running = started('/hang');
    const render = watched(
      fetch(`${base}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
    );
    await running;
    // Its only thread is stuck and the render's deadline has not passed: /health answers all the same.
    const health = await fetch(`${base}/health`);
    expect((await health.json()).queued).toBe(0);
    expect(render.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(800);
    expect((await render.promise).status).toBe(503);
  });
});

describe('pool replacement (SIGHUP in server.mjs)', () => {
  it('drains: the renders in flight finish before the old pool stops', async () => {
    pool = createPool({ filename: worker, workers: 1 });
    await pool.render('/warm', {}, 5000);
    const running = started('/slow');
    const slow = watched(pool.render('/slow', {}, 5000));
    await running;
    await pool.drain();
    expect(slow.settled).toBe(true);
    expect(await slow.promise).toMatchObject({ html: '<p>/slow</p>' });
    pool = undefined;
  });
});

describe('test-only slow switch', () => {
  it('is honoured only with SSR_TEST_SWITCHES=1 outside production', () => {
    const spec = { SSR_TEST_SLOW_PATHS: '/a=500,/b=60000,bad=1' };
    expect(slowPaths(spec).size).toBe(0);
    expect([...slowPaths({ ...spec, SSR_TEST_SWITCHES: '1' })]).toEqual([
      ['/a', 500],
      ['/b', 60000],
    ]);
    expect(slowPaths({ ...spec, SSR_TEST_SWITCHES: '1', NODE_ENV: 'production' }).size).toBe(0);
    expect(refusedInProduction({ ...spec, NODE_ENV: 'production' })).toBe(true);
    expect(refusedInProduction({ NODE_ENV: 'production' })).toBe(false);
  });
});
