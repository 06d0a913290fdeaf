// The consent record (issue 5, spec §4 "Cookie banner"): what each choice
// stores and for how long, every way to reopen the banner, and the cookie
// policy checked against what a full visit really stores.
import type { Page } from '@playwright/test';
import routeTable from '../../content/routes.json' with { type: 'json' };
import { DENIED_ADS, KEY, banner, dataLayer, firstVisit, interceptGoogle, stored } from './cookieConsent';
import { expect, test, waitForHydration } from './fixtures';

test.describe('the stored record', () => {
  const now = () => Date.now();
  for (const [label, act, analytics] of [
    ['Tout accepter', async (page: Page) => banner(page).getByRole('button', { name: 'Tout accepter' }).click(), true],
    ['Refuser', async (page: Page) => banner(page).getByRole('button', { name: 'Refuser' }).click(), false],
    [
      'Paramétrer, box left unticked, Enregistrer',
      async (page: Page) => {
        await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
        await expect(page.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" })).not.toBeChecked();
        await banner(page).getByRole('button', { name: 'Enregistrer' }).click();
      },
      false,
    ],
    [
      'Paramétrer, box ticked, Enregistrer',
      async (page: Page) => {
        await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
        await page.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" }).check();
        await banner(page).getByRole('button', { name: 'Enregistrer' }).click();
      },
      true,
    ],
  ] as const) {
    test(`"${label}" stores exactly {analytics: ${analytics}, v: 1, ts}`, async ({ page, context }) => {
      await interceptGoogle(context);
      await firstVisit(page);
      const start = now();
      await act(page);
      await expect(banner(page)).toBeHidden();
      const record = (await stored(page)) as Record<string, unknown>;
      expect(Object.keys(record).sort()).toEqual(['analytics', 'ts', 'v']);
      expect(record.analytics).toBe(analytics);
      expect(record.v).toBe(1);
      expect(record.ts).toBeGreaterThanOrEqual(start - 1000);
      expect(record.ts).toBeLessThanOrEqual(now() + 1000);
      // The choice is applied at once.
      const updates = (await dataLayer(page)).filter((entry) => entry[0] === 'consent' && entry[1] === 'update');
      expect(updates.at(-1)?.[2]).toEqual({ analytics_storage: analytics ? 'granted' : 'denied', ...DENIED_ADS });
    });
  }

  test('a choice lasts 6 months: the banner comes back after that', async ({ page }) => {
    const start = new Date('2025-10-15T10:00:00+02:00');
    await page.clock.install({ time: start });
    await firstVisit(page);
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    const record = (await stored(page)) as { analytics: boolean; v: number; ts: number };
    expect(record).toMatchObject({ analytics: false, v: 1 });
    expect(record.ts - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(record.ts - start.getTime()).toBeLessThan(60_000);

    // Six calendar months later, to the minute.
    await page.clock.setSystemTime(new Date('2026-04-15T09:59:00+02:00'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.cookie-banner')).toBeHidden();

    await page.clock.setSystemTime(new Date('2026-04-15T10:01:00+02:00'));
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    // The expired record is gone; a new choice starts a new period.
    expect(await stored(page)).toBeNull();
  });

  test('a six-month-old record written by an earlier visit brings the banner back', async ({ page }) => {
    await page.goto('/mentions-legales');
    await page.evaluate((key) => {
      const ts = new Date();
      ts.setMonth(ts.getMonth() - 6);
      localStorage.setItem(key, JSON.stringify({ analytics: true, v: 1, ts: ts.getTime() }));
    }, KEY);
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('reopening', () => {
  test('from the footer, the global function, the event, the privacy policy and the cookie policy', async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    await firstVisit(page, '/politique-confidentialite');
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    await expect(banner(page)).toBeHidden();

    const openers: [string, () => Promise<void>][] = [
      ['footer button', () => page.getByRole('button', { name: 'Gérer les cookies' }).click()],
      [
        'window.tqOpenCookies()',
        () => page.evaluate(() => (window as unknown as { tqOpenCookies: () => void }).tqOpenCookies()),
      ],
      ['tq-open-cookies event', () => page.evaluate(() => void window.dispatchEvent(new Event('tq-open-cookies')))],
      [
        'privacy policy link',
        () => page.locator('#cookies').getByRole('link', { name: 'Gérer mes préférences cookies' }).click(),
      ],
    ];
    for (const [label, open] of openers) {
      await open();
      await expect(banner(page), label).toBeVisible();
      await expect(banner(page), label).toBeFocused();
      await expect(page, label).toHaveURL(/\/politique-confidentialite$/);
      await banner(page).getByRole('button', { name: 'Refuser' }).click();
      await expect(banner(page), label).toBeHidden();
    }

    // The banner's own link, then the cookie policy's #cookies-gestion button.
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await banner(page).getByRole('link', { name: 'En savoir plus sur les cookies' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    await page.locator('#cookies-gestion').getByRole('button', { name: 'Gérer mes préférences cookies' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    // Focus goes back to the control that reopened the banner.
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(
      page.locator('#cookies-gestion').getByRole('button', { name: 'Gérer mes préférences cookies' }),
    ).toBeFocused();
  });
});

test.describe('the cookie policy matches what the site stores', () => {
  test('every cookie and storage key after a full visit is listed, with when it applies', async ({ page, context }) => {
    await interceptGoogle(context);
    await firstVisit(page);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    test.setTimeout(90_000);
    // Every page of the route table, by client-side navigation from the
    // sitemap page, then a reload.
    for (const route of routeTable.routes) {
      await page
        .getByRole('navigation', { name: 'Informations légales' })
        .getByRole('link', { name: 'Plan du site' })
        .click();
      // The title changes once the sitemap page is shown (the URL changes before its props arrive).
      await expect(page).toHaveTitle(`${routeTable.productName} | Plan du site`);
      await page.getByRole('main').getByRole('link', { name: route.label, exact: true }).click();
      await expect(page).toHaveTitle(`${routeTable.productName} | ${route.title}`);
    }
    await page.reload();
    await waitForHydration(page);

    const cookies = (await context.cookies()).map((c) => c.name);
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    const found = [...cookies, ...storage.local, ...storage.session];
    expect(storage.local).toContain(KEY);

    await page.goto('/cookies');
    await waitForHydration(page);
    const rows = await page.locator('table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        name: tr.querySelector('th code')?.textContent ?? '',
        when: tr.lastElementChild?.textContent?.trim() ?? '',
      })),
    );
    const listed = rows.map((r) => r.name);
    const listedAs = (name: string) => (name.startsWith('_ga_') ? '_ga_<ID>' : name);
    for (const name of found) {
      expect(listed, `${name} is set by the site but missing from the cookie policy`).toContain(listedAs(name));
    }
    // What the policy lists but this visit could not set, each for a stated reason.
    const notSetHere: Record<string, string> = {
      tq_consent: 'the record is the localStorage key tq_consent_v1',
      tq_session: 'staff administration only',
      csrftoken: 'staff administration only',
      messages: 'staff administration only',
      tq_lang: 'language selector switched off',
      _ga: 'set by gtag.js, replaced by a stand-in here',
      '_ga_<ID>': 'set by gtag.js, replaced by a stand-in here',
      _gid: 'never set by GA4',
    };
    for (const name of listed) {
      expect([...found.map(listedAs), ...Object.keys(notSetHere)], `${name} is listed but never set`).toContain(name);
    }
    for (const row of rows) expect(row.when.length, `${row.name}: when it applies`).toBeGreaterThan(20);
  });
});
