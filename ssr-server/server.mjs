// The Node renderer: Django POSTs {url, props} to /render and gets {html}.
// It renders the same React tree that hydrates in the browser
// (frontend/src/entry-server.tsx). It listens on loopback only: it is an
// internal service of Django, never exposed to visitors.
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { createApp } from './app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.FRONTEND_DIST ?? path.join(here, '..', 'frontend', 'dist');
const bundle = process.env.SSR_BUNDLE ?? path.join(dist, 'server', 'entry-server.js');
const host = process.env.SSR_HOST ?? '127.0.0.1';
const port = Number(process.env.SSR_PORT ?? 3001);
// Django waits 1 s by default; a render that takes longer is abandoned here too.
const renderTimeoutMs = Number(process.env.SSR_RENDER_TIMEOUT_MS ?? 2000);

const { render, warmUp } = await import(pathToFileURL(bundle).href);
await warmUp();

const server = createApp(render, { renderTimeoutMs }).listen(port, host, () => {
  console.log(`[ssr] renderer listening on http://${host}:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
