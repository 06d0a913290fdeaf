// Pages hydrated on first use (issue 18's script budget; frontend/src/lib/hydrateOnUse.ts):
// the legal texts and the sitemap load their chunk at the visitor's first
// pointer, touch, key or focus event, not with the page, and a click made
// before that chunk has arrived is held and replayed once the page is hydrated.
import type { Page, Route } from '@playwright/test';
import { banner } from './cookieConsent';
import { expect, test, waitForHydration } from './fixtures';

/** Holds the responses for a page chunk until release() is called. */
async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/static/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return {
    requested: () => held.length,
    release,
  };
}

test('a legal page loads no page chunk until used, then hydrates with it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/mentions-legales');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#contenu')).toHaveAttribute('data-hydrate', 'on-use');
  expect(scripts.filter((path) => /LegalNoticePage|LegalProse-/.test(path))).toEqual([]);
  // The server's text is there all along, and stays as it is once hydrated.
  const before = await page.locator('#contenu').innerHTML();
  expect(before).toContain('<h1');

  await page.mouse.move(200, 300);
  await expect.poll(() => scripts.filter((path) => path.includes('LegalNoticePage')).length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('#contenu').innerHTML()).toBe(before);
});

test('a click on the cookie policy before its chunk has arrived is replayed once it is hydrated', async ({ page }) => {
  const chunk = await holdChunk(page, 'CookiePolicyPage');
  await page.goto('/cookies');
  await waitForHydration(page);
  // The banner belongs to the shell, hydrated with the page load.
  await banner(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(banner(page)).toBeHidden();
  // That click was a use: the chunk is on its way (and held here).
  await expect.poll(chunk.requested).toBe(1);

  const manage = page.locator('#cookies-gestion').getByRole('button', { name: 'Gérer mes préférences cookies' });
  await manage.click();
  await expect(banner(page)).toBeHidden();
  chunk.release();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
});

test("a link of the sitemap clicked before its chunk has arrived navigates in the page once it's hydrated", async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'SitemapPage');
  await page.goto('/sitemap');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('#contenu').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect.poll(chunk.requested).toBe(1);
  await expect(page).toHaveURL(/\/sitemap$/);
  chunk.release();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parlons de votre projet');
  // A client-side navigation: the same document.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

// Sections hydrated near the viewport (frontend/src/lib/deferredSection.tsx).

test('an offer page loads its sections below the hero only near the viewport, then hydrates them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/telephonie');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /TelephonieBelow|LeadForm/.test(path))).toEqual([]);
  // The server's FAQ link to the other questions: hydrated, it becomes the
  // button that opens them in a dialog (as before, only later).
  const faq = page.locator('#faq');
  await expect(faq.getByRole('link', { name: /Voir toutes les questions/ })).toBeVisible();
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter((path) => path.includes('TelephonieBelow')).length).toBe(1);
  await expect(faq.getByRole('button', { name: /Voir toutes les questions/ })).toBeVisible();
});

test('a lead form submitted before its section has hydrated is replayed: the focus goes to the first error', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'TelephonieBelow');
  await page.goto('/telephonie');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Demande de rappel' });
  const submit = form.locator('[type="submit"]');
  await submit.scrollIntoViewIfNeeded();
  await expect.poll(chunk.requested).toBe(1);
  // Not hydrated yet: the click is held (no native post, no navigation).
  await submit.click();
  await expect(page).toHaveURL(/\/telephonie$/);
  chunk.release();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(page).toHaveURL(/\/telephonie$/);
});
