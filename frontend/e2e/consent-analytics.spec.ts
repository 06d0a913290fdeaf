// Analytics once consent is given (issue 5, spec §7 "Analytics"): the tag,
// Consent Mode, page_view per navigation, withdrawal, lead_submit; and what
// else the site would fetch from outside.
import routeTable from '../../content/routes.json' with { type: 'json' };
import {
  DENIED_ADS,
  MEASUREMENT_ID,
  banner,
  dataLayer,
  events,
  firstVisit,
  interceptGoogle,
  navigateTo,
  stored,
} from './cookieConsent';
import { expect, test, waitForHydration } from './fixtures';

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
