// What staff would see, read from the e2e server's own database (the admin
// lists the same rows): a Python snippet run by Django against that stack's
// SQLite file, its last line of output parsed as JSON; and the notifications
// its mail worker wrote.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = process.env.E2E_PORT ?? '8765';
/** The e2e stack's state folder (scripts/serve-e2e.sh): database and mail files. */
export const STATE = process.env.E2E_STATE_DIR ?? path.join(ROOT, 'var', `e2e-${PORT}`);

interface Answer {
  output: string;
  error: string | null;
}

/**
 * One Django process per worker (ops/e2e_django.py), started at the first
 * question: a manage.py process per question cost a Django start-up each.
 * Questions are answered in order, one line each.
 */
class DjangoProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((answer: Answer) => void)[] = [];

  constructor() {
    this.child = spawn(path.join(ROOT, '.venv', 'bin', 'python'), ['-m', 'ops.e2e_django'], {
      cwd: ROOT,
      env: {
        ...process.env,
        // The stack's own settings (scripts/serve-e2e.sh): its password hash.
        DJANGO_SETTINGS_MODULE: 'telecomsite.settings.e2e',
        DATABASE_URL: `sqlite:///${STATE}/db.sqlite3`,
        // And its uploaded images: a page published from here (a campaign page
        // with every block, at the largest content) reads their files.
        MEDIA_ROOT: process.env.MEDIA_ROOT ?? path.join(STATE, 'media'),
        LOG_LEVEL: 'ERROR',
      },
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.(JSON.parse(line)));
    const errors: string[] = [];
    this.child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    this.child.on('exit', (code) => {
      for (const reply of this.waiting.splice(0)) reply({ output: '', error: `exited (${code}): ${errors.join('')}` });
    });
    // The worker may end with it still running: stdin closing ends it.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) {
      (stream as unknown as { unref?: () => void }).unref?.();
    }
  }

  ask(request: { code: string } | { command: string[]; env: Record<string, string> }): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting.push(({ output, error }) => (error ? reject(new Error(`${output}${error}`)) : resolve(output)));
      this.child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  }
}

let djangoProcess: DjangoProcess | undefined;
const djangoOf = (): DjangoProcess => (djangoProcess ??= new DjangoProcess());
// Started as soon as a worker loads a spec that asks questions: Django sets
// itself up while the browser opens the first pages. (The runner, which loads
// the specs only to list them, asks nothing.)
if (process.env.TEST_WORKER_INDEX !== undefined) djangoOf();

/** `manage.py <args>` against the e2e server's own database; returns what it printed. */
export function manage(args: string[], env: Record<string, string> = {}): Promise<string> {
  if (args[0] === 'shell') return djangoOf().ask({ code: args[args.indexOf('-c') + 1] });
  return djangoOf().ask({ command: args, env });
}

/** Runs Python against the e2e server's database; returns its JSON output. */
export async function django<T>(code: string, fallback = 'null'): Promise<T> {
  const output = await djangoOf().ask({ code });
  return JSON.parse(output.trim().split('\n').pop() || fallback) as T;
}

/** The notification the worker wrote with the file mail backend, if any. */
export function mailAbout(company: string): string | undefined {
  const dir = path.join(STATE, 'mail');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), 'utf-8'))
    .find((text) => text.includes(`Entreprise : ${company}`));
}
