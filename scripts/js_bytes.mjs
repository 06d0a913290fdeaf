// Prints the JavaScript a first visit downloads, per page, on a running stack:
//   node scripts/js_bytes.mjs http://127.0.0.1:9100 [/home /contact ...]
// "raw" is the decoded size, "wire" what crossed the network (gzip/brotli).
// Used to check that the page shell (SITE_SHELL) ships nothing when it is off.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8000';
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/home', '/telephonie', '/contact', '/cookies'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
let totalRaw = 0;
let totalWire = 0;
for (const path of paths) {
  const context = await browser.newContext();
  // No outside network here: other hosts are refused, as in the e2e suite.
  await context.route(
    (url) => url.origin !== new URL(base).origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  let raw = 0;
  let wire = 0;
  for (const request of scripts) {
    const response = await request.response();
    if (!response) continue;
    raw += (await response.body()).length;
    wire += (await request.sizes()).responseBodySize;
  }
  totalRaw += raw;
  totalWire += wire;
  console.log(`${path.padEnd(14)} ${String(scripts.length).padStart(2)} scripts  raw ${raw} B  wire ${wire} B`);
  if (process.env.JS_BYTES_LIST) for (const request of scripts) console.log(`    ${request.url()}`);
  await context.close();
}
console.log(`${'total'.padEnd(14)}              raw ${totalRaw} B  wire ${totalWire} B`);
await browser.close();
