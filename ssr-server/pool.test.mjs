// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createApp } from './app.mjs';
import { createPool, DeadlineError } from './pool.mjs';
import { refusedInProduction, slowPaths } from './testswitch.mjs';

const worker = new URL('./fixtures/sleepy-worker.mjs', import.meta.url);
let pool;
let server;

afterEach(async () => {
  server?.close();
  await pool?.destroy();
});

describe('render pool', () => {
  it('terminates a hung render at the deadline and replaces its thread', async () => {
    pool = createPool({ filename: worker, workers: 2 });
    await pool.render('/warm', {}, 5000);
    const before = pool.stats().threads;
    const started = performance.now();
    await expect(pool.render('/hang', {}, 300)).rejects.toBeInstanceOf(DeadlineError);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1000);
    const after = pool.stats();
    expect(after.threads).toHaveLength(2);
    expect(after.replaced).toBe(1);
    expect(after.threads.filter((id) => !before.includes(id))).toHaveLength(1);
    // The replacement renders.
    expect(await pool.render('/next', {}, 5000)).toMatchObject({ html: '<p>/next</p>' });
  });

  it('renders other pages on the other threads while one is stuck', async () => {
    pool = createPool({ filename: worker, workers: 2 });
    await pool.render('/warm', {}, 5000);
    const hung = pool.render('/hang', {}, 1500).catch((error) => error);
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) await pool.render(`/page-${i}`, {}, 1500);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await hung).toBeInstanceOf(DeadlineError);
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
    const body = JSON.stringify({ url: '/hang', props: {} });
    const render = fetch(`${base}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const health = await fetch(`${base}/health`);
    expect(performance.now() - started).toBeLessThan(200);
    expect((await health.json()).queued).toBe(0);
    expect((await render).status).toBe(503);
  });
});

describe('pool replacement (SIGHUP in server.mjs)', () => {
  it('drains: the renders in flight finish before the old pool stops', async () => {
    pool = createPool({ filename: worker, workers: 1 });
    await pool.render('/warm', {}, 5000);
    const slow = pool.render('/slow', {}, 5000);
    const started = performance.now();
    await pool.drain();
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(await slow).toMatchObject({ html: '<p>/slow</p>' });
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
