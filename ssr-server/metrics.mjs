// The renderer's Prometheus series (prom-client), served on GET /metrics of
// its own loopback/internal port, never through nginx. Names start with tq_
// so that deploy/prometheus/alerts.yml and dashboards can rely on them.
import client from 'prom-client';

/** @param {() => {threads: number[], queued: number, replaced: number}} stats */
export function createMetrics(stats) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'tq_renderer_' });
  const duration = new client.Histogram({
    name: 'tq_render_duration_seconds',
    help: 'Time from a render request to its answer, queue included, by outcome.',
    labelNames: ['outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.8, 1, 2],
    registers: [registry],
  });
  new client.Gauge({
    name: 'tq_render_queue_depth',
    help: 'Renders waiting for a free thread of the pool.',
    registers: [registry],
    collect() {
      this.set(stats().queued);
    },
  });
  new client.Gauge({
    name: 'tq_render_pool_threads',
    help: 'Render threads alive in the pool.',
    registers: [registry],
    collect() {
      this.set(stats().threads.length);
    },
  });
  new client.Gauge({
    name: 'tq_render_threads_replaced',
    help: 'Render threads terminated at the deadline and replaced since the start.',
    registers: [registry],
    collect() {
      this.set(stats().replaced);
    },
  });
  return {
    registry,
    /** @param {string} outcome @param {number} seconds */
    observe: (outcome, seconds) => duration.labels(outcome).observe(seconds),
  };
}
