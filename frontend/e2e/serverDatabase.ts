// What staff would see, read from the e2e server's own database (the admin
// lists the same rows): a Python snippet run by manage.py against that stack's
// SQLite file, its last line of output parsed as JSON; and the notifications
// its mail worker wrote.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = process.env.E2E_PORT ?? '8765';
/** The e2e stack's state folder (scripts/serve-e2e.sh): database and mail files. */
export const STATE = process.env.E2E_STATE_DIR ?? path.join(ROOT, 'var', `e2e-${PORT}`);

/** manage.py against the e2e server's own database; returns what it printed. */
export function manage(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(path.join(ROOT, '.venv', 'bin', 'python'), ['manage.py', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DJANGO_SETTINGS_MODULE: 'telecomsite.settings.dev',
      DATABASE_URL: `sqlite:///${STATE}/db.sqlite3`,
      LOG_LEVEL: 'ERROR',
      ...env,
    },
    encoding: 'utf-8',
  });
}

/** Runs Python against the e2e server's database; returns its JSON output. */
export function django<T>(code: string, fallback = 'null'): T {
  const output = manage(['shell', '-v', '0', '-c', code]);
  return JSON.parse(output.trim().split('\n').pop() ?? fallback) as T;
}

/** The notification the worker wrote with the file mail backend, if any. */
export function mailAbout(company: string): string | undefined {
  const dir = path.join(STATE, 'mail');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), 'utf-8'))
    .find((text) => text.includes(`Entreprise : ${company}`));
}
