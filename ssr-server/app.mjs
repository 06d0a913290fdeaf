// The renderer's HTTP interface, separate from server.mjs so that it can be
// tested with a fake render function.
import express from 'express';

/**
 * @param {(url: string, props: object) => Promise<{html: string}>} render
 * @param {{renderTimeoutMs?: number, log?: (message: string, error: unknown) => void}} options
 */
export function createApp(render, { renderTimeoutMs = 2000, log = console.error } = {}) {
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
      res.json(await Promise.race([render(url, props), timeout]));
    } catch (error) {
      // The stack stays in this log; the caller only gets a generic error.
      log(`[ssr] render of ${url} failed:`, error);
      res.status(500).json({ error: 'render_failed' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Malformed JSON, oversized bodies: a generic answer, never a stack trace.
  app.use((error, _req, res, _next) => {
    res.status(error.status ?? 500).json({ error: error.type ?? 'server_error' });
  });
  return app;
}
