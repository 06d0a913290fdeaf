// Page weight budgets (issue 18, docs/performance.md), on the built site as a
// first visit loads it in Chromium (phone viewport, as Lighthouse's mobile run):
// - every route: at most 80 KB of script, as transferred (gzip level 9, what
//   production's nginx serves from whitenoise's .gz files), hydration included;
// - /home: at most 20 requests until the network is idle (HTML, CSS, JS,
//   images above and below the fold that load without scrolling);
// - /home's HTML under 14 KB gzip as Django sends it: the first round trip.
// BUDGET_REPORT=1 prints every request with its size (the bench's list).
//
// Not every goal is met yet (docs/performance.md, "Budgets"): where a figure
// is still over its goal, OVER_GOAL holds the ceiling measured on 25 Nov 2026,
// rounded up, so the test stops any growth and names the gap; take the entry
// out once the goal is met.
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import routesFile from '../../content/routes.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures';

export const SCRIPT_BUDGET = 80 * 1024;
export const HOME_REQUEST_BUDGET = 20;
export const HOME_HTML_BUDGET = 14 * 1024;

/** Figures still over their goal: the ceiling they must not pass (bytes or requests). */
const OVER_GOAL: Record<string, number> = {
  'script /home': 90 * 1024,
  'script /telephonie': 95 * 1024,
  'script /connexion': 95 * 1024,
  'script /infogerance': 95 * 1024,
  'script /cybersecurite': 94 * 1024,
  'script /contact': 91 * 1024,
  'script /mentions-legales': 84 * 1024,
  'script /politique-confidentialite': 86 * 1024,
  'script /cookies': 85 * 1024,
  'script /accessibilite': 83 * 1024,
  'requests /home': 26,
  'html /home': 21 * 1024,
};

/** The goal, or the ceiling of a figure still over it (annotated on the test). */
function limit(key: string, goal: number): number {
  const ceiling = OVER_GOAL[key];
  if (ceiling === undefined) return goal;
  test.info().annotations.push({ type: 'over goal', description: `${key}: goal ${goal}, ceiling ${ceiling}` });
  return ceiling;
}

const report = !!process.env.BUDGET_REPORT;
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

interface Loaded {
  url: string;
  type: string;
  bytes: number;
}

/** Every request a first visit makes until the network is idle, with its gzip size. */
async function firstVisit(page: import('@playwright/test').Page, path: string): Promise<Loaded[]> {
  const finished: import('@playwright/test').Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const loaded: Loaded[] = [];
  for (const request of finished) {
    const response = await request.response();
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    loaded.push({ url: request.url(), type: request.resourceType(), bytes: gzipSize(body) });
  }
  return loaded;
}

for (const route of routesFile.routes) {
  test(`${route.path}: at most 80 KB of script`, async ({ page }) => {
    const loaded = await firstVisit(page, route.path);
    const scripts = loaded.filter((item) => item.type === 'script');
    const total = scripts.reduce((sum, item) => sum + item.bytes, 0);
    if (report) {
      console.log(`${route.path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
      for (const item of scripts) console.log(`    ${(item.bytes / 1024).toFixed(1).padStart(5)} KB  ${item.url}`);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, scripts.map((item) => `${item.bytes} ${item.url}`).join('\n')).toBeLessThanOrEqual(
      limit(`script ${route.path}`, SCRIPT_BUDGET),
    );
  });
}

test('/home: at most 20 requests on load', async ({ page }) => {
  const loaded = await firstVisit(page, '/home');
  if (report) {
    console.log(
      `/home: ${loaded.length} requests, ${(loaded.reduce((s, i) => s + i.bytes, 0) / 1024).toFixed(1)} KB gzip`,
    );
    for (const item of loaded)
      console.log(`    ${item.type.padEnd(10)} ${(item.bytes / 1024).toFixed(1).padStart(5)} KB  ${item.url}`);
  }
  expect(loaded.length, loaded.map((item) => `${item.type} ${item.url}`).join('\n')).toBeLessThanOrEqual(
    limit('requests /home', HOME_REQUEST_BUDGET),
  );
});

/** The body's length as sent, still compressed (Playwright's own clients decode it). */
function compressedLength(url: string): Promise<{ encoding?: string; length: number }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length }));
    })
      .on('error', reject)
      .end();
  });
}

test("/home's HTML under 14 KB compressed", async ({ baseURL }) => {
  const { encoding, length } = await compressedLength(`${baseURL}/home`);
  if (report) console.log(`/home HTML: ${(length / 1024).toFixed(1)} KB ${encoding}`);
  expect(encoding).toBe('gzip');
  expect(length).toBeLessThan(limit('html /home', HOME_HTML_BUDGET));
});
