// The Node renderer: Django POSTs {url, props} to /render and gets {html}.
// It renders the same React tree that hydrates in the browser
// (frontend/src/entry-server.tsx). It listens on loopback only: it is an
// internal service of Django, never exposed to visitors.
import express from 'express';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.FRONTEND_DIST ?? path.join(here, '..', 'frontend', 'dist');
const bundle = process.env.SSR_BUNDLE ?? path.join(dist, 'server', 'entry-server.js');
const host = process.env.SSR_HOST ?? '127.0.0.1';
const port = Number(process.env.SSR_PORT ?? 3001);
// Django waits 1 s by default; a render that takes longer is abandoned here too.
const renderTimeoutMs = Number(process.env.SSR_RENDER_TIMEOUT_MS ?? 2000);

const { render } = await import(pathToFileURL(bundle).href);

export function createApp(renderFn = render) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  app.post('/render', async (req, res) => {
    const { url, props } = req.body ?? {};
    if (typeof url !== 'string' || !url.startsWith('/') || typeof props !== 'object' || props === null) {
      res.status(400).json({ error: 'expected {url, props}' });
      return;
    }
    let timer;
    try {
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`render timed out after ${renderTimeoutMs} ms`)), renderTimeoutMs);
      });
      const result = await Promise.race([renderFn(url, props), timeout]);
      res.json(result);
    } catch (error) {
      // Log the stack here; the caller only gets a generic error.
      console.error(`[ssr] render of ${url} failed:`, error);
      res.status(500).json({ error: 'render_failed' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Malformed JSON and other middleware errors: a generic answer, no stack trace.
  app.use((error, _req, res, _next) => {
    res.status(error.status ?? 500).json({ error: error.type ?? 'server_error' });
  });
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const server = createApp().listen(port, host, () => {
    console.log(`[ssr] renderer listening on http://${host}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
