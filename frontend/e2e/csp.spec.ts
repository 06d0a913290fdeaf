// The Content-Security-Policy allows exactly what the site uses (issue 5):
// every route works under it, with analytics accepted, and what it forbids
// is really refused. The fixtures' console watcher already fails a test on
// any "Content Security Policy" message; the securitypolicyviolation events
// are collected as well, so that a report without a console line is caught.
import { test as bare, type BrowserContext, type Page } from '@playwright/test';
import routeTable from '../../content/routes.json' with { type: 'json' };
import { transitionsEnded, expect, nextFrames, test, waitForHydration } from './fixtures';

const GOOGLE_HOST = /(^|\.)(google|googletagmanager|google-analytics)\.[a-z.]+$/;
// The defaults of telecomsite/settings/company.py (operator settings, not content).
const THREAT_MAP = new URL(process.env.THREAT_MAP_URL || 'https://threatmap.checkpoint.com/');
const BRAND = process.env.COMPANY_BRAND || 'TQ Télécom';

// A stand-in for gtag.js that reaches GA4's collection endpoints the way the
// real tag does (beacon, fetch, image), so that connect-src and img-src are
// exercised; it is served from the tag host, as the real one.
const GTAG_STAND_IN = `
  (function () {
    var hit = '/g/collect?v=2&en=page_view&tid=stand-in';
    navigator.sendBeacon('https://region1.google-analytics.com' + hit, '');
    fetch('https://region1.analytics.google.com' + hit, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(function () {});
    new Image().src = 'https://www.google-analytics.com' + hit;
    window.__gtagStandIn = true;
  })();
`;

/** Records CSP violation events from the very start of every document. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function standInGoogle(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(
    (url) => GOOGLE_HOST.test(url.hostname),
    async (route) => {
      seen.push(route.request().url());
      if (route.request().resourceType() === 'script') {
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STAND_IN });
      } else {
        await route.fulfill({ status: 204 });
      }
    },
  );
  return seen;
}

function standInRan(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { __gtagStandIn?: boolean }).__gtagStandIn);
}

test.describe('every page works under the policy, analytics accepted', () => {
  test.beforeEach(async ({ context }) => {
    await watchViolations(context);
  });

  test('the Google tag and its GA4 hits are allowed', async ({ page, context }) => {
    const google = await standInGoogle(context);
    await page.goto('/home');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => standInRan(page)).toBe(true);
    await expect.poll(() => google.filter((url) => url.includes('/g/collect')).length).toBe(3);
    expect(await violations(page)).toEqual([]);
  });

  for (const route of [...routeTable.routes.map((r) => r.path), '/nulle-part']) {
    test(`${route}: no CSP violation`, async ({ page, context, consoleWatch }) => {
      if (route === '/nulle-part') consoleWatch.allow.push(/status of 404/);
      await standInGoogle(context);
      await context.addInitScript((key) => {
        localStorage.setItem(key, JSON.stringify({ analytics: true, v: 1, ts: Date.now() }));
      }, 'tq_consent_v1');
      const response = await page.goto(route);
      const csp = response!.headers()['content-security-policy'];
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
      expect(csp).toContain("frame-ancestors 'none'");
      await waitForHydration(page);
      await expect.poll(() => standInRan(page)).toBe(true);
      // Scroll through the page so that lazy content and animations run.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          // Two frames: observers fire and lazy content starts at each position.
          for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await transitionsEnded(page);
      await nextFrames(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the threat map may be framed', async ({ page, context }) => {
    // Our server's frame check cannot reach the map here (no Internet): answer
    // for it, as the threat-map spec does, so that the frame is created.
    await page.route('**/threat-map/status', (route) => route.fulfill({ json: { frameable: true, reason: 'ok' } }));
    await context.route(
      (url) => url.origin === THREAT_MAP.origin,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Carte</title><p>Carte</p>',
        }),
    );
    await page.goto('/cybersecurite');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Voir la carte en direct' }).click();
    const frame = page.frameLocator('iframe[title^="Carte des cybermenaces"]');
    await expect(frame.locator('p')).toHaveText('Carte');
    expect(await violations(page)).toEqual([]);
  });
});

// What the policy forbids is refused. These tests expect CSP errors on the
// console, so they use Playwright's plain test (the fixtures would fail on
// them) and block every outside request themselves.
bare.describe('the policy is enforced', () => {
  bare.beforeEach(async ({ context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    await watchViolations(context);
  });

  // (eval is not tried here: code run by Playwright itself is exempt from the
  // policy; the pytest suite checks that script-src has no 'unsafe-eval'.)
  bare('inline scripts, foreign scripts, foreign frames and plugins are refused', async ({ page }) => {
    await page.goto('/mentions-legales');
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const w = window as unknown as { __inline?: boolean };
      const inline = document.createElement('script');
      inline.textContent = 'window.__inline = true;';
      document.body.appendChild(inline);
      const handler = document.createElement('img');
      handler.setAttribute('src', 'data:,');
      handler.setAttribute('onerror', 'window.__inline = true');
      document.body.appendChild(handler);
      const foreign = document.createElement('script');
      foreign.src = 'https://cdn.example.org/evil.js';
      document.body.appendChild(foreign);
      const frame = document.createElement('iframe');
      frame.src = 'https://example.org/';
      document.body.appendChild(frame);
      const object = document.createElement('object');
      object.data = 'https://example.org/x.swf';
      document.body.appendChild(object);
      return w.__inline === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => new Set((await violations(page)).map((v) => v.split(' ')[0])))
      .toEqual(new Set(['script-src-elem', 'script-src-attr', 'frame-src', 'object-src']));
  });

  bare('the site refuses to be framed by another site', async ({ page, baseURL }) => {
    await page.route('https://attacker.example/', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: `<iframe src="${baseURL}/home"></iframe>` }),
    );
    await page.goto('https://attacker.example/');
    // The frame's navigation ends on the browser's own error page.
    await expect.poll(() => page.frames().length).toBe(2);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await frame!.waitForLoadState();
    expect(frame).toBeDefined();
    // The browser shows its own error page in the frame instead of the site.
    const title = await frame!.evaluate(() => document.title).catch(() => '');
    expect(title).not.toContain(BRAND);
  });
});
