// Shared by the cookie consent specs (consent*.spec.ts): the banner, the
// stored record, and Google's hosts intercepted, recorded and answered with an
// inert stand-in for gtag.js, so that tests read what *would* be sent from the
// requests and the dataLayer.
import type { BrowserContext, Page } from '@playwright/test';
import routeTable from '../../content/routes.json' with { type: 'json' };
import { expect, waitForHydration } from './fixtures';

export const KEY = 'tq_consent_v1';
const BANNER = 'Vos choix en matière de cookies';
// The default of telecomsite/settings/company.py (an operator setting, not content).
export const MEASUREMENT_ID = process.env.GA_MEASUREMENT_ID || 'G-TQ0000TEST';
export const DENIED_ADS = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GOOGLE_HOST =
  /(^|\.)(google|googletagmanager|google-analytics|googleadservices|googlesyndication|doubleclick|gstatic|googleapis)\.[a-z.]+$/;

/** Every request to a Google host, answered by an inert stand-in. */
export async function interceptGoogle(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  // Registered after the fixture's catch-all, so it takes precedence for these hosts.
  await context.route(
    (url) => GOOGLE_HOST.test(url.hostname),
    async (route) => {
      seen.push(route.request().url());
      const isScript = route.request().resourceType() === 'script';
      await route.fulfill(
        isScript ? { status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' } : { status: 204 },
      );
    },
  );
  return seen;
}

type LayerEntry = unknown[];

/** window.dataLayer as plain arrays (gtag pushes Arguments objects). */
export async function dataLayer(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  );
}

export async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter((entry) => entry[0] === 'event' && entry[1] === name)
    .map((entry) => entry[2] as Record<string, unknown>);
}

export async function stored(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }, KEY);
}

export function banner(page: Page) {
  return page.getByRole('region', { name: BANNER });
}

export async function firstVisit(page: Page, path = '/home'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
}

export async function navigateTo(page: Page, menuLabel: string, path: string): Promise<void> {
  await page.getByRole('link', { name: menuLabel, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const route = routeTable.routes.find((r) => r.path === path)!;
  // The title changes once the next page's props have arrived.
  await expect(page).toHaveTitle(`${routeTable.productName} | ${route.title}`, { timeout: 10_000 });
}
