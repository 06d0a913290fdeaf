// The real stack for the benchmark scripts (bench_pages.mjs, bench_lighthouse.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function waitForHealth(baseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not answer /healthz`);
}

/**
 * Starts scripts/serve-e2e.sh on port (the renderer takes port + 1): gunicorn,
 * the Node renderer and the mail worker with DEBUG off, on a fresh SQLite
 * database. Returns its base URL, a stop function and its state folder (the
 * database is its db.sqlite3).
 */
export async function startStack(port) {
  const state = mkdtempSync(path.join(tmpdir(), 'bench-stack-'));
  const child = spawn(path.join(ROOT, 'scripts/serve-e2e.sh'), {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(port), E2E_STATE_DIR: state },
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(state, { recursive: true, force: true });
  };
  // Whatever happens (a crash, Ctrl-C), the stack started here stops with us.
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  try {
    await waitForHealth(baseUrl);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop, state };
}
