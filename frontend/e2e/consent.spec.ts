// Cookie consent and analytics (issue 5, spec §4 "Cookie banner", §7
// "Analytics"). Nothing outside can be reached here: requests to Google hosts
// are intercepted, recorded and answered with an inert stand-in for gtag.js,
// so the tests read what *would* be sent from the requests and the dataLayer.
import type { BrowserContext, Page } from '@playwright/test';
import company from '../../content/company.json' with { type: 'json' };
import routeTable from '../../content/routes.json' with { type: 'json' };
import { transitionsEnded, expect, expectNoA11yViolations, nextFrames, test, waitForHydration } from './fixtures';

const KEY = 'tq_consent_v1';
const BANNER = 'Vos choix en matière de cookies';
const MEASUREMENT_ID = process.env.GA_MEASUREMENT_ID || company.gaMeasurementId;
const DENIED_ADS = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GOOGLE_HOST =
  /(^|\.)(google|googletagmanager|google-analytics|googleadservices|googlesyndication|doubleclick|gstatic|googleapis)\.[a-z.]+$/;

/** Every request to a Google host, answered by an inert stand-in. */
async function interceptGoogle(context: BrowserContext): Promise<string[]> {
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
async function dataLayer(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  );
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter((entry) => entry[0] === 'event' && entry[1] === name)
    .map((entry) => entry[2] as Record<string, unknown>);
}

async function stored(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }, KEY);
}

function banner(page: Page) {
  return page.getByRole('region', { name: BANNER });
}

async function firstVisit(page: Page, path = '/home'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
}

async function navigateTo(page: Page, menuLabel: string, path: string): Promise<void> {
  await page.getByRole('link', { name: menuLabel, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const route = routeTable.routes.find((r) => r.path === path)!;
  // The title changes once the next page's props have arrived.
  await expect(page).toHaveTitle(`${routeTable.productName} | ${route.title}`, { timeout: 10_000 });
}

test.describe('first visit', () => {
  test('nothing goes to Google before a choice, nor after "Refuser"', async ({ page, context }) => {
    const google = await interceptGoogle(context);
    await firstVisit(page);
    // Consent Mode defaults are in place, in memory only.
    expect((await dataLayer(page))[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ...DENIED_ADS }]);
    await navigateTo(page, 'Contact', '/contact');
    await expect(banner(page)).toBeVisible();
    expect(google).toEqual([]);

    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    await expect(banner(page)).toBeHidden();
    await navigateTo(page, 'Téléphonie', '/telephonie');
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    expect(google).toEqual([]);
    expect(await page.locator(`script[src*="googletagmanager"]`).count()).toBe(0);
    const layer = await dataLayer(page);
    expect(layer.filter((entry) => entry[0] === 'event')).toEqual([]);
    expect(layer.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ...DENIED_ADS }]);
    expect(await context.cookies()).toEqual([]);
  });

  test('the server sends the banner hidden; showing or hiding it moves nothing', async ({ page, request }) => {
    const html = await (await request.get('/mentions-legales')).text();
    expect(html).toMatch(/<section[^>]*class="cookie-banner"[^>]*hidden=""/);
    await page.goto('/mentions-legales');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS('position', 'fixed');
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          w.__shifts.push(`${entry.value} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    const top = () => page.locator('main').evaluate((el) => el.getBoundingClientRect().top);
    const before = await top();
    // Keyboard activation, so that the shifts are not excused as user input.
    await banner(page).getByRole('button', { name: 'Refuser' }).press('Enter');
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => (window as unknown as { tqOpenCookies: () => void }).tqOpenCookies());
    await expect(banner(page)).toBeVisible();
    // Any shift would be reported once the banner's transitions have run.
    await transitionsEnded(page);
    await nextFrames(page);
    expect(await top()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });

  test('axe finds nothing serious with the banner open, in both views', async ({ page }) => {
    await firstVisit(page);
    await expectNoA11yViolations(page);
    await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
    await expect(page.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" })).toBeFocused();
    await expectNoA11yViolations(page);
  });

  test('refusing is exactly as visible as accepting', async ({ page }) => {
    await firstVisit(page);
    const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
    const refuse = banner(page).getByRole('button', { name: 'Refuser' });
    const style = (el: HTMLElement) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.borderColor, s.fontSize, s.fontWeight, s.height, s.width].join('|');
    };
    expect(await refuse.evaluate(style)).toBe(await accept.evaluate(style));
    const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
    expect(r!.y).toBe(a!.y);
  });
});

test.describe('keyboard', () => {
  test('the banner is usable from the keyboard with a visible focus', async ({ page, context }) => {
    // Ticking the box accepts: the tag is then requested (answered here).
    await interceptGoogle(context);
    await firstVisit(page);
    const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
    await accept.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    const outline = await accept.evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Paramétrer' })).toBeFocused();
    await page.keyboard.press('Enter');
    const box = page.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" });
    await expect(box).toBeFocused();
    // Unticked at first (CNIL, Planet49): Space ticks it.
    await expect(box).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.keyboard.press('Tab'); // "En savoir plus" link
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Enregistrer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: true, v: 1 });
  });

  test('while shown, the banner never hides the focused element (WCAG 2.4.11)', async ({ page }) => {
    for (const path of ['/home', '/politique-confidentialite']) {
      await firstVisit(page, path);
      // Every element in Tab order (document order: no positive tabindex on
      // the site), focused the way a Tab press does it: focus() scrolls it into
      // view with the same scroll-padding. One call walks the whole page.
      const covered = await page.evaluate(() => {
        const bannerEl = document.querySelector('.cookie-banner') as HTMLElement;
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const problems: string[] = [];
        const focusables = document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex="0"]',
        );
        for (const el of focusables) {
          if (bannerEl.contains(el) || el.closest('[inert], [hidden], dialog:not([open])')) continue;
          el.focus();
          if (document.activeElement !== el) continue; // not focusable after all (e.g. display: none)
          const r = el.getBoundingClientRect();
          const b = bannerEl.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          const label = `${el.tagName} "${el.textContent?.trim().slice(0, 40)}" ${r.top}-${r.bottom}, banner at ${b.top}`;
          // Entirely above the banner when it fits there; a taller element
          // (a long table) must at least start above it.
          if (r.height <= b.top - header ? r.bottom > b.top + 1 : r.top >= b.top) problems.push(label);
        }
        return problems;
      });
      expect(covered, path).toEqual([]);
    }
    // focus() stands in for Tab above; a real Tab press scrolls the same way.
    await page.evaluate(() => window.scrollTo(0, 0));
    const lastLink = page.locator('footer a[href]').last();
    await lastLink.evaluate((el) => {
      const previous = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
        (candidate) => !candidate.closest('.cookie-banner'),
      );
      previous[previous.indexOf(el as HTMLElement) - 1]?.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    await expect(lastLink).toBeFocused();
    const [linkBox, bannerBox] = [await lastLink.boundingBox(), await banner(page).boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  });
});

test.describe('after "Tout accepter"', () => {
  test('the tag loads with the measurement id, grants analytics_storage only, page_view per navigation', async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    // "/" redirects: the page_view carries the final path.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/home$/);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ...DENIED_ADS }]);
    const updates = layer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update');
    expect(updates).toEqual([['consent', 'update', { analytics_storage: 'granted', ...DENIED_ADS }]]);
    const config = layer.findIndex((entry) => entry[0] === 'config');
    expect(layer[config]).toEqual([
      'config',
      MEASUREMENT_ID,
      {
        send_page_view: false,
        cookie_expires: 390 * 24 * 3600, // 13 months at most (CNIL)
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      },
    ]);
    expect(layer.findIndex((entry) => entry[0] === 'event')).toBeGreaterThan(config);

    await navigateTo(page, 'Infogérance', '/infogerance');
    await page
      .getByRole('navigation', { name: 'Informations légales' })
      .getByRole('link', { name: 'Mentions légales', exact: true })
      .click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    // Completed only once its page is shown (a navigation abandoned midway sends nothing).
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/infogerance$/);
    await expect.poll(async () => (await events(page, 'page_view')).length).toBe(4);
    const views = await events(page, 'page_view');
    const origin = new URL(page.url()).origin;
    const title = (path: string) =>
      `${routeTable.productName} | ${routeTable.routes.find((r) => r.path === path)!.title}`;
    expect(views).toEqual(
      ['/home', '/infogerance', '/mentions-legales', '/infogerance'].map((path) => ({
        page_path: path,
        page_location: `${origin}${path}`,
        page_title: title(path),
      })),
    );
    // Only the tag itself was requested: no hit leaves before it runs.
    expect(google).toHaveLength(1);
  });

  test('a reload applies the stored choice: no banner, the tag and the page_view at once', async ({
    page,
    context,
  }) => {
    const google = await interceptGoogle(context);
    await firstVisit(page, '/contact');
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    // Record whether the banner is ever shown during the next load.
    await page.addInitScript(() => {
      const w = window as unknown as { __bannerShown: boolean };
      w.__bannerShown = false;
      new MutationObserver(() => {
        const el = document.querySelector('.cookie-banner');
        if (el && !el.hasAttribute('hidden')) w.__bannerShown = true;
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => (await events(page, 'page_view')).map((v) => v.page_path)).toEqual(['/contact']);
    expect(await page.evaluate(() => (window as unknown as { __bannerShown: boolean }).__bannerShown)).toBe(false);
    await expect(page.locator('.cookie-banner')).toBeHidden();
    expect(google.filter((url) => url.includes('/gtag/js'))).toHaveLength(2);
  });

  test('withdrawing from the footer stops every hit', async ({ page, context }) => {
    const google = await interceptGoogle(context);
    await firstVisit(page);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    expect(await stored(page)).toMatchObject({ analytics: false });
    const before = (await events(page, 'page_view')).length;
    await navigateTo(page, 'Contact', '/contact');
    const layer = await dataLayer(page);
    expect(layer.filter((entry) => entry[0] === 'consent' && entry[1] === 'update').at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ...DENIED_ADS },
    ]);
    expect(
      await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID),
    ).toBe(true);
    expect((await events(page, 'page_view')).length).toBe(before);
    expect(google.filter((url) => !url.includes('/gtag/js'))).toEqual([]);
  });
});

test.describe('lead_submit', () => {
  test('a lead form submit sends lead_submit with the spec fields and no company name', async ({ page, context }) => {
    await interceptGoogle(context);
    await firstVisit(page, '/contact');
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    const form = page.getByRole('form', { name: 'Être recontacté par un conseiller' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill('Marie');
    await field('Nom').fill('Durand');
    await field('Entreprise').fill('Duval & Associés');
    await field('E-mail professionnel').fill('marie.durand@example.com');
    await field('Objet de votre demande').fill('Moderniser la téléphonie');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByRole('dialog')).toContainText('Merci !');
    await expect.poll(() => events(page, 'lead_submit')).toHaveLength(1);
    const [lead] = await events(page, 'lead_submit');
    expect(lead).toMatchObject({ event_category: 'forms', event_label: 'contact', value: 1, context: 'contact' });
    // The context without the company name (a company name can identify a
    // sole trader; the privacy policy says exactly what is sent).
    expect(lead.subject).toBe('Lead contact');
    expect(JSON.stringify(lead)).not.toContain('Duval');
    expect(Object.keys(lead).sort()).toEqual(['context', 'event_category', 'event_label', 'subject', 'value']);
  });
});

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

test('the scroll-timeline polyfill is not requested by Chromium, which supports scroll timelines', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/home');
  await waitForHydration(page);
  expect(await page.evaluate(() => CSS.supports('animation-timeline: scroll()'))).toBe(true);
  expect(await page.locator('script[src*="scroll-timeline"]').count()).toBe(0);
  expect(externalRequests.map((r) => r.url()).filter((url) => url.includes('scroll-timeline'))).toEqual([]);
});
