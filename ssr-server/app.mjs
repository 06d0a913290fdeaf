// The renderer's HTTP interface, separate from server.mjs so that it can be
// tested with a fake render function. Rendering itself runs in pool.mjs's
// threads: this thread only parses, queues and answers, so /health and
// /metrics answer whatever a render does.
import { randomUUID } from 'node:crypto';
import express from 'express';
import pino from 'pino';
import { createMetrics } from './metrics.mjs';
import { DeadlineError, QueueFullError } from './pool.mjs';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * @param {(url: string, props: object, deadlineMs: number) => Promise<{html: string}>} render
 * @param {{deadlineMs?: number, logger?: import('pino').Logger,
 *   stats?: () => {threads: number[], queued: number, replaced: number}}} options
 */
export function createApp(
  render,
  { deadlineMs = 800, logger = pino(), stats = () => ({ threads: [], queued: 0, replaced: 0 }) } = {},
) {
  const metrics = createMetrics(stats);
  const app = express();
  app.disable('x-powered-by');
  // nginx makes the id, Django forwards it: one id ties the three logs.
  app.use((req, res, next) => {
    const given = req.get('x-request-id');
    req.id = given && REQUEST_ID.test(given) ? given : randomUUID();
    res.set('X-Request-ID', req.id);
    next();
  });
  app.use(express.json({ limit: '1mb' }));

  app.get('/health', (_req, res) => {
    const { threads, queued, replaced } = stats();
    res.json({ ok: true, threads, queued, replaced });
  });

  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.post('/render', async (req, res) => {
    const { url, props } = req.body ?? {};
    if (typeof url !== 'string' || !url.startsWith('/') || typeof props !== 'object' || props === null) {
      res.status(400).json({ error: 'expected {url, props}' });
      return;
    }
    const started = performance.now();
    let outcome = 'ok';
    try {
      res.json(await render(url, props, deadlineMs));
    } catch (error) {
      // Any non-200 answer sends Django (website/ssr.py) to client rendering
      // for this page only; the stack stays in this log.
      if (error instanceof DeadlineError) {
        outcome = 'deadline';
        res.status(503).json({ error: 'render_deadline' });
      } else if (error instanceof QueueFullError) {
        outcome = 'queue_full';
        res.status(503).json({ error: 'render_queue_full' });
      } else {
        outcome = 'error';
        res.status(500).json({ error: 'render_failed' });
      }
      logger.warn({ reqId: req.id, url, outcome, err: error }, 'render failed');
    } finally {
      const seconds = (performance.now() - started) / 1000;
      metrics.observe(outcome, seconds);
      logger.info({ reqId: req.id, url, outcome, ms: Math.round(seconds * 1000) }, 'render');
    }
  });

  // Malformed JSON, oversized bodies: a generic answer, never a stack trace.
  app.use((error, req, res, _next) => {
    logger.warn({ reqId: req.id, error: error.type ?? 'server_error' }, 'bad request');
    res.status(error.status ?? 500).json({ error: error.type ?? 'server_error' });
  });
  return app;
}
