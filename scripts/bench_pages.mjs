// Page weights on a first mobile view (issue 3, `make bench` calls it).
//
//   node scripts/bench_pages.mjs [--strict]
//
// For every page of content/routes.json, in a fresh 412 px wide mobile
// browser (cold cache, nothing scrolled), it records what the page downloads:
// the HTML, the JavaScript and CSS (also gzipped here, whatever the server
// chose to send), the images, the request count and the total transferred;
// for the home page, whether the hero title is inside the first 14 KB of
// gzipped HTML. The home page's budgets are checked at the end (--strict: exit 1 when
// one is exceeded).
//
// BASE_URL points at a running site; without it the script starts the real
// stack itself (scripts/serve-e2e.sh) on BENCH_PORT (default 8950) and stops
// it afterwards. CHROMIUM_PATH overrides /usr/bin/chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStack } from './stack.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routes = JSON.parse(readFileSync(path.join(ROOT, 'content/routes.json'), 'utf8'));
const heroSlides = JSON.parse(readFileSync(path.join(ROOT, 'content/data/home-coursel.json'), 'utf8'));
const strict = process.argv.includes('--strict');

/** The home page's targets (issue 3). */
const BUDGET = { totalBytes: 300 * 1024, jsGzipBytes: 100 * 1024, heroWithin: 14 * 1024 };

// A mid-range phone, as Lighthouse's mobile profile: 412 × 823 CSS px, DPR 1.75.
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
};

// Same browser and flags as playwright.config.ts.
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** What one first view downloads. */
async function measure(browser, baseUrl, route) {
  const context = await browser.newContext({ ...MOBILE, baseURL: baseUrl });
  const origin = new URL(baseUrl).origin;
  // No outside network here: requests to other hosts are counted as blocked.
  let blocked = 0;
  await context.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (request) => {
      blocked += 1;
      return request.abort('internetdisconnected');
    },
  );
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  const response = await page.goto(route.path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => {});
  const html = await response.body();

  const totals = {
    htmlBytes: html.length,
    js: 0,
    jsGzip: 0,
    css: 0,
    cssGzip: 0,
    images: 0,
    transferred: 0,
    requests: 0,
  };
  for (const request of responses) {
    const res = await request.response();
    if (!res) continue;
    const sizes = await request.sizes();
    const wire = sizes.responseBodySize + sizes.responseHeadersSize;
    totals.transferred += wire;
    totals.requests += 1;
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') {
      const body = await res.body().catch(() => Buffer.alloc(0));
      const gzip = zlib.gzipSync(body, { level: 9 }).length;
      if (type === 'script') {
        totals.js += sizes.responseBodySize;
        totals.jsGzip += gzip;
      } else {
        totals.css += sizes.responseBodySize;
        totals.cssGzip += gzip;
      }
    } else if (type === 'image') {
      totals.images += sizes.responseBodySize;
    }
  }
  let heroAt = null;
  if (route.key === 'home' && heroSlides[0]?.title) {
    const at = html.indexOf(Buffer.from(heroSlides[0].title));
    // What counts is how far into the compressed stream the title ends: the
    // first TCP round trip carries about 14 KB of the bytes sent, and the
    // page's stylesheet is inlined in <head> (gzip level 6, as the server).
    heroAt = at < 0 ? -1 : zlib.gzipSync(html.subarray(0, at + Buffer.byteLength(heroSlides[0].title))).length;
  }
  await context.close();
  return { ...totals, blocked, heroAt };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows) {
  const header = [
    'page',
    'HTML',
    'JS gzip',
    'JS sent',
    'CSS gzip',
    'images',
    'requests',
    'transferred',
    'hero ≤ 14 KB gzip',
  ];
  const lines = rows.map(({ route, m }) => [
    route.path,
    kb(m.htmlBytes),
    kb(m.jsGzip),
    kb(m.js),
    kb(m.cssGzip),
    kb(m.images),
    String(m.requests) + (m.blocked ? ` (+${m.blocked} blocked)` : ''),
    kb(m.transferred),
    m.heroAt === null
      ? '—'
      : m.heroAt < 0
        ? 'absent'
        : `${m.heroAt <= BUDGET.heroWithin ? 'yes' : 'NO'} (${kb(m.heroAt)})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  let baseUrl = process.env.BASE_URL?.replace(/\/$/, '');
  let stop = () => {};
  if (!baseUrl) ({ baseUrl, stop } = await startStack(Number(process.env.BENCH_PORT ?? 8950)));
  // The browser's cache is cold, not the server's: a freshly started renderer
  // is slower on its first render of each page, which is not what a visitor sees.
  const rows = [];
  try {
    for (const route of routes.routes.filter((r) => r.path)) {
      await fetch(baseUrl + route.path)
        .then((response) => response.arrayBuffer())
        .catch(() => {});
    }
    const browser = await chromium.launch(LAUNCH);
    try {
      for (const route of routes.routes.filter((r) => r.path)) {
        rows.push({ route, m: await measure(browser, baseUrl, route) });
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }

  console.log(
    `First view on a ${MOBILE.viewport.width} px wide phone (DPR ${MOBILE.deviceScaleFactor}), cold cache, ${baseUrl}`,
  );
  console.log('JS and CSS gzipped at level 9 here; "JS sent" and "transferred" are what the server sent (brotli when');
  console.log('the browser accepts it; "transferred" includes headers). HTML is the document as sent.\n');
  printTable(rows);

  const home = rows.find((row) => row.route.key === 'home')?.m;
  if (!home) return 0;
  const checks = [
    ['home transferred < 300 KB', home.transferred < BUDGET.totalBytes, kb(home.transferred)],
    ['home JS gzip < 100 KB', home.jsGzip < BUDGET.jsGzipBytes, kb(home.jsGzip)],
    [
      'home hero title within the first 14 KB of gzipped HTML',
      home.heroAt > 0 && home.heroAt <= BUDGET.heroWithin,
      kb(home.heroAt),
    ],
  ];
  console.log('');
  for (const [name, ok, value] of checks) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name}: ${value}`);
  return strict && checks.some(([, ok]) => !ok) ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`bench_pages: ${error?.stack ?? error}`);
    process.exitCode = 1;
  },
);
