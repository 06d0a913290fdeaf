// Platform: every route loads and hydrates cleanly, client navigation,
// titles, anchors, Back scroll restoration and axe on every route.
import routeTable from '../../content/routes.json' with { type: 'json' };
import navigation from '../../content/navigation.json' with { type: 'json' };
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';

const brand = routeTable.productName;
/** A menu or footer link's text as shipped (content/navigation.json, edited in Wagtail). */
const linkText = (key: string) => navigation.links[key as keyof typeof navigation.links];

for (const route of routeTable.routes) {
  test(`${route.path} renders, hydrates and passes axe`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    // The spec's format, « product name | title »; hydration keeps the server's.
    // Not the route table's title itself: page-editor.spec, beside this one,
    // publishes /telephonie's title for search engines (pytest checks the
    // shipped titles: website/tests/test_routes.py).
    const html = await response!.text();
    const served = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').title, html);
    expect(served.startsWith(`${brand} | `)).toBe(true);
    await waitForHydration(page);
    await expect(page).toHaveTitle(served);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('unknown path shows the 404 page, hydrated', async ({ page, consoleWatch }) => {
  // Chromium logs the 404 status of the document itself.
  consoleWatch.allow.push(/status of 404/);
  const response = await page.goto('/nulle-part');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expectNoA11yViolations(page);
});

test('/ redirects to /home, whose header and footer links navigate without a reload and update the title', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  const header = page.getByRole('navigation', { name: 'Menu principal' });
  for (const key of routeTable.menu) {
    const route = routeTable.routes.find((r) => r.key === key)!;
    await header.getByRole('link', { name: linkText(key), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page).toHaveTitle(`${brand} | ${route.title}`);
    await expect(header.getByRole('link', { name: linkText(key), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  const footer = page.getByRole('navigation', { name: 'Informations légales' });
  for (const key of routeTable.footer) {
    const route = routeTable.routes.find((r) => r.key === key)!;
    await footer.getByRole('link', { name: linkText(key), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page).toHaveTitle(`${brand} | ${route.title}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path}$`));
  }
  // The logo goes to / which redirects to /home, still without a reload.
  await page.getByRole('link', { name: `${brand} — accueil` }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(`${brand} | ${routeTable.routes[0].title}`);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('fragment links scroll to their anchor', async ({ page }) => {
  await page.goto('/sitemap');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Gérer vos préférences' }).click();
  await expect(page).toHaveURL(/\/cookies#cookies-gestion$/);
  await expect(page.locator('#cookies-gestion')).toBeInViewport();
});

test('Back restores the scroll position', async ({ page }) => {
  await page.goto('/politique-confidentialite');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => window.scrollY === 1500);
  // A DOM click, so that Playwright does not scroll the footer into view first.
  await page
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('link', { name: 'Mentions légales', exact: true })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveTitle(/Mentions légales/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveTitle(/Politique de confidentialité/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
});

test('mobile menu button opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Téléphonie', exact: true })).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Téléphonie', exact: true }).click();
  await expect(page).toHaveURL(/\/telephonie$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('without server-rendered HTML (renderer down) React renders the page from the props', async ({ page }) => {
  // What Django sends when the renderer is unavailable: full <head>, props, empty #root.
  await page.route('**/mentions-legales', async (route) => {
    // The page itself; its JSON answer (the prose the embedded props of a
    // server-rendered page leave out: website/pages.py, embedded_props) as it is.
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*<\/div>(\s*(?:<link [^>]*>\s*)?<\/body>)/,
      '<div id="root"></div>$1',
    );
    expect(html).toContain('<div id="root"></div>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/mentions-legales');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: /Mentions légales/ })).toBeVisible();
  await expect(page).toHaveTitle(`${brand} | Mentions légales`);
});
