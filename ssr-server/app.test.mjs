// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createApp } from './app.mjs';
import { DeadlineError } from './pool.mjs';

let server;

async function start(render, options) {
  server = createApp(render, { logger: pino({ level: 'silent' }), ...options }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

function post(base, body, type = 'application/json') {
  return fetch(`${base}/render`, { method: 'POST', headers: { 'Content-Type': type }, body });
}

afterEach(() => server?.close());

describe('renderer HTTP interface', () => {
  it('answers /health', async () => {
    const base = await start(async () => ({ html: '' }));
    const response = await fetch(`${base}/health`);
    expect(await response.json()).toEqual({ ok: true, threads: [], queued: 0, replaced: 0 });
  });

  it('renders {url, props} to {html}', async () => {
    const base = await start(async (url, props) => ({ html: `<p>${url} ${props.n}</p>` }));
    const response = await post(base, JSON.stringify({ url: '/home', props: { n: 1 } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ html: '<p>/home 1</p>' });
  });

  it('rejects a request without url or props', async () => {
    const base = await start(async () => ({ html: '' }));
    expect((await post(base, JSON.stringify({ url: 'home' }))).status).toBe(400);
    expect((await post(base, '{broken')).status).toBe(400);
  });

  it('answers a failing render with a generic 500, no stack trace', async () => {
    const base = await start(async () => {
      throw new Error('secret detail at Component (file.tsx:1:1)');
    });
    const response = await post(base, JSON.stringify({ url: '/home', props: {} }));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe('{"error":"render_failed"}');
  });

  it('answers a render past its deadline with 503, which sends Django to client rendering', async () => {
    const base = await start(async (url, _props, deadlineMs) => {
      throw new DeadlineError(`render of ${url} passed ${deadlineMs} ms`);
    });
    const response = await post(base, JSON.stringify({ url: '/home', props: {} }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'render_deadline' });
  });

  it('carries the request id it is given, and makes one otherwise', async () => {
    const base = await start(async () => ({ html: '' }));
    const given = await fetch(`${base}/health`, { headers: { 'X-Request-ID': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${base}/health`, { headers: { 'X-Request-ID': 'no spaces allowed' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exposes tq_ series on /metrics', async () => {
    const base = await start(async () => ({ html: '' }));
    await post(base, JSON.stringify({ url: '/home', props: {} }));
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('tq_render_duration_seconds_count{outcome="ok"} 1');
    expect(text).toContain('tq_render_queue_depth 0');
  });
});
