// Lighthouse table (issue 8, `make bench` calls it).
//
//   node scripts/lighthouse/bench_lighthouse.mjs   (after `npm ci --prefix scripts/lighthouse`)
//
// Every route of content/routes.json, the 404 page and a campaign page with
// every block (issue 32: cms/tests/campaign_examples.py, published into the
// stack this script starts), each audited RUNS times
// (default 3) by npm `lighthouse` with its default mobile preset (simulated
// slow 4G and 4x CPU slowdown) in Debian's Chromium. It prints, per route, the
// median of each figure: performance score, FCP, LCP, TBT, CLS, and the
// lowest accessibility, best-practices and SEO scores seen; then the goals
// (performance 100, FCP <= 1.0 s, LCP <= 1.2 s: issue 18; TBT <= 50 ms, CLS 0).
//
// Simulated throttling scales what the machine really did: the figures move
// with the machine's load, so the load average is printed beside them.
//
// BASE_URL points at a running production-like site (gunicorn + renderer,
// DEBUG off); without it the script starts one itself (scripts/serve-e2e.sh)
// on LIGHTHOUSE_PORT (default 8960). LIGHTHOUSE_RUNS changes the number of
// runs, LIGHTHOUSE_ROUTES="/home,/contact" audits only those paths (any path
// of the site: a campaign page of BASE_URL's too),
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const table = JSON.parse(readFileSync(path.join(ROOT, 'content/routes.json'), 'utf8'));
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(path.join(HERE, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOALS = { performance: 100, fcp: 1000, lcp: 1200, tbt: 50, cls: 0 };
// Headless Chromium as it runs on these machines (no sandbox as root, no GPU); a fresh profile for every launch.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

// The campaign page this script publishes into its own stack (none on BASE_URL).
const CAMPAIGN = '/offres/tous-les-blocs';
let campaign = [];

/** Publishes the campaign page with every block into the stack's database. */
function publishCampaign(state) {
  const code = 'from cms.tests.campaign_examples import publish_every_block; publish_every_block("tous-les-blocs")';
  execFileSync(path.join(ROOT, '.venv/bin/python'), ['manage.py', 'shell', '-v', '0', '-c', code], {
    cwd: ROOT,
    env: {
      ...process.env,
      DJANGO_SETTINGS_MODULE: 'telecomsite.settings.dev',
      DATABASE_URL: `sqlite:///${state}/db.sqlite3`,
      LOG_LEVEL: 'ERROR',
    },
  });
  campaign = [CAMPAIGN];
}

function paths() {
  const all = [...table.routes.map((route) => route.path), ...campaign, '/nulle-part'];
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
  if (!only) return all;
  // Any other path of the site too: a campaign page of BASE_URL's, say.
  const others = only.filter((p) => p.startsWith('/') && !all.includes(p));
  return [...all.filter((p) => only.includes(p) || (only.includes('404') && p === '/nulle-part')), ...others];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run, reduced to the figures of the table. */
async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The 404 page is audited too: its status is the point, not a failed load.
    ignoreStatusCode: true,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (name) => Math.round((lhr.categories[name].score ?? 0) * 100);
  const metric = (id) => lhr.audits[id].numericValue;
  const failing = (name) =>
    lhr.categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's own CPU benchmark of this machine during the run: the
    // preset's 4x slowdown assumes a fast desktop (an index well above 1000).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    notes: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
  };
}

/** A busy machine sometimes loses a trace (NO_NAVSTART…): such a run is redone, twice at most. */
async function auditWithRetry(chrome, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(chrome, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  ${url}: run failed (${error.message}); again`);
    }
  }
}

function summarise(runs) {
  const pick = (key) => runs.map((run) => run[key]);
  return {
    performance: median(pick('performance')),
    fcp: median(pick('fcp')),
    lcp: median(pick('lcp')),
    tbt: median(pick('tbt')),
    cls: median(pick('cls')),
    accessibility: Math.min(...pick('accessibility')),
    bestPractices: Math.min(...pick('bestPractices')),
    seo: Math.min(...pick('seo')),
    notes: [...new Set(runs.flatMap((run) => run.notes))],
  };
}

function meetsGoals(m) {
  return (
    m.performance >= GOALS.performance &&
    m.fcp <= GOALS.fcp &&
    m.lcp <= GOALS.lcp &&
    m.tbt <= GOALS.tbt &&
    m.cls <= GOALS.cls
  );
}

function printTable(rows) {
  const header = [
    'route',
    'perf',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'a11y',
    'BP',
    'SEO',
    'goals',
    'runs (perf)',
    'CPU index',
  ];
  const lines = rows.map(({ path: route, m, runs }) => [
    route,
    String(m.performance),
    (m.fcp / 1000).toFixed(2),
    (m.lcp / 1000).toFixed(2),
    m.tbt.toFixed(0),
    m.cls.toFixed(3),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    meetsGoals(m) ? 'met' : 'MISSED',
    runs.map((run) => run.performance).join(' '),
    String(Math.round(median(runs.map((run) => run.benchmarkIndex)))),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const { path: route, m } of rows) {
    if (m.notes.length) console.log(`${route}: failing audits outside performance: ${m.notes.join(', ')}`);
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main() {
  let baseUrl = process.env.BASE_URL?.replace(/\/$/, '');
  let stop = () => {};
  if (!baseUrl) {
    let state;
    ({ baseUrl, stop, state } = await startStack(Number(process.env.LIGHTHOUSE_PORT ?? 8960)));
    publishCampaign(state);
  }
  const loadBefore = load();
  const started = Date.now();
  const rows = [];
  let chrome;
  try {
    // Warm the server's caches: a freshly started renderer is slower on its
    // first render of each page, which is not what a visitor sees.
    for (const route of paths()) await fetch(baseUrl + route).then((r) => r.arrayBuffer());
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    for (const route of paths()) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(chrome, baseUrl + route));
      rows.push({ path: route, m: summarise(runs), runs });
      const m = rows.at(-1).m;
      console.error(
        `  ${route}: perf ${m.performance}, FCP ${m.fcp.toFixed(0)} ms, LCP ${m.lcp.toFixed(0)} ms, TBT ${m.tbt.toFixed(0)} ms`,
      );
    }
  } finally {
    chrome?.kill();
    stop();
  }
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION} default mobile preset, median of ${RUNS} runs per route, ${baseUrl}; ` +
      `load average ${loadBefore} before, ${load()} after, on ${cpus().length} cores; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(
    `Goals: performance ${GOALS.performance}, FCP <= ${GOALS.fcp / 1000} s, LCP <= ${GOALS.lcp / 1000} s, TBT <= ${GOALS.tbt} ms, CLS ${GOALS.cls}\n`,
  );
  printTable(rows);
  const missed = rows.filter((row) => !meetsGoals(row.m)).length;
  console.log(`\n${rows.length - missed}/${rows.length} routes meet every performance goal.`);
}

main().catch((error) => {
  console.error(`bench_lighthouse: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
