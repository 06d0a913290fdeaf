// The render pool: worker threads (tinypool) so that a render, which is
// synchronous React work, never blocks the HTTP front (/health, /metrics,
// queueing) nor the other renders. A render past its deadline is aborted;
// for a task already running, tinypool terminates that thread (even one
// stuck in a synchronous loop or a blocking wait) and starts a replacement.
import { Tinypool } from 'tinypool';

export class DeadlineError extends Error {}
export class QueueFullError extends Error {}

/**
 * @param {{filename: string | URL, workers: number, env?: Record<string, string | undefined>,
 *   onReplaced?: (url: string) => void}} options
 */
export function createPool({ filename, workers, env = process.env, onReplaced = () => {} }) {
  const pool = new Tinypool({
    filename: filename instanceof URL ? filename.href : filename,
    minThreads: workers,
    maxThreads: workers,
    // A bounded queue: beyond it the page is rendered by the client at once
    // rather than after a wait that Django would give up on anyway.
    maxQueue: workers * 16,
    idleTimeout: 0,
    env,
  });
  let replaced = 0;
  let inFlight = 0;

  return {
    /**
     * @param {string} url
     * @param {object} props
     * @param {number} deadlineMs counted from now: time in the queue included
     * @returns {Promise<{html: string}>}
     */
    async render(url, props, deadlineMs) {
      const controller = new AbortController();
      const timer = setTimeout(() => {
        // A task still queued is only dropped; a running one costs its
        // thread, which tinypool terminates and replaces synchronously here.
        const before = new Set(pool.threads.map((thread) => thread.threadId));
        controller.abort();
        for (const thread of pool.threads) before.delete(thread.threadId);
        const gone = before.size;
        replaced += gone;
        if (gone) onReplaced(url);
      }, deadlineMs);
      inFlight += 1;
      try {
        return await pool.run({ url, props }, { signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) throw new DeadlineError(`render of ${url} passed ${deadlineMs} ms`);
        if (/queue/i.test(String(error?.message))) throw new QueueFullError(String(error.message));
        throw error;
      } finally {
        inFlight -= 1;
        clearTimeout(timer);
      }
    },
    /** @param {number} timeoutMs @returns {Promise<{threadId: number}>} */
    warm: (timeoutMs) => pool.run({ warm: true }, { signal: AbortSignal.timeout(timeoutMs) }),
    stats() {
      return {
        threads: pool.threads.map((thread) => thread.threadId),
        queued: pool.queueSize,
        replaced,
      };
    },
    destroy: () => pool.destroy(),
    /** Waits for the renders in flight and queued (their own deadlines bound it), then stops. */
    async drain() {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await pool.destroy();
    },
  };
}
