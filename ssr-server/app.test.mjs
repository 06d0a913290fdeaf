// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.mjs';

let server;

async function start(render, options) {
  server = createApp(render, { log: () => {}, ...options }).listen(0, '127.0.0.1');
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
    expect(await response.json()).toEqual({ ok: true });
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

  it('abandons a render that runs too long', async () => {
    const base = await start(() => new Promise(() => {}), { renderTimeoutMs: 50 });
    const response = await post(base, JSON.stringify({ url: '/home', props: {} }));
    expect(response.status).toBe(500);
  });
});
