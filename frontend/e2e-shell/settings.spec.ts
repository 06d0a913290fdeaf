// Spec §3/§4 theme panel on a stack with every shell part on: the two layout
// rules and their alerts (as dialogs), the 12 themes and dark mode applied and
// stored under the spec's keys, RTL, the panel's own state, and the language
// selector's tq_lang cookie (6 months) with its one-line notice.
import { expect, test, waitForHydration } from '../e2e/fixtures';
import type { Page } from '@playwright/test';
import layout from '../../content/layout.json' with { type: 'json' };
import { THEME_NAMES } from '../src/components/shell/displaySettings';

async function openPanel(page: Page) {
  await page.goto('/home');
  await waitForHydration(page);
  await page.getByRole('button', { name: "Réglages d'affichage" }).click();
  return page.getByRole('region', { name: "Réglages d'affichage" });
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('layout rules: both alerts, as dialogs, with the spec wording', async ({ page }) => {
  const panel = await openPanel(page);
  const headerFixed = panel.getByRole('switch', { name: 'En-tête fixe' });
  const sidebarFixed = panel.getByRole('switch', { name: 'Menu latéral fixe' });
  await expect(headerFixed).toBeChecked();

  await sidebarFixed.check(); // header fixed: allowed, no alert
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-app-sidebar-fixed', 'true');

  await headerFixed.uncheck();
  const dialog = page.getByRole('dialog', {
    name: 'Option de mise en page ajustée',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Default Header with Fixed Sidebar option is not supported. Proceed with Default Header with Default Sidebar.',
  );
  await dialog.getByRole('button', { name: 'Compris' }).click();
  await expect(dialog).toBeHidden();
  await expect(sidebarFixed).not.toBeChecked();
  await expect(headerFixed).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-app-sidebar-fixed', 'false');
  expect([await stored(page, 'appHeaderFixed'), await stored(page, 'appSidebarFixed')]).toEqual(['false', 'false']);

  await sidebarFixed.check();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('p[lang="en"]')).toHaveText(/ Proceed with Fixed Header with Fixed Sidebar\.$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headerFixed).toBeChecked();
  await expect(sidebarFixed).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-app-header-fixed', 'true');
  expect([await stored(page, 'appHeaderFixed'), await stored(page, 'appSidebarFixed')]).toEqual(['true', 'true']);
});

test('each of the 12 themes applies and is stored by name; the last one survives a reload', async ({ page }) => {
  const panel = await openPanel(page);
  const primaries = new Set<string>();
  for (const theme of layout.themes) {
    await panel.getByRole('radio', { name: THEME_NAMES[theme], exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('data-app-theme', theme);
    expect(await stored(page, 'appTheme')).toBe(theme);
    primaries.add(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary')),
    );
  }
  expect(primaries.size).toBe(12);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-theme', 'gray-500');
});

test('dark mode: the dark theme attribute, stored as appDarkMode, kept after a reload', async ({ page }) => {
  const panel = await openPanel(page);
  const dark = panel.getByRole('switch', { name: 'Mode sombre' });
  await expect(dark).not.toBeChecked(); // the browser prefers light here
  await dark.check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await stored(page, 'appDarkMode')).toBe('true');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(11, 18, 32)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe('rgb(11, 18, 32)');
  // A stored choice wins over the system's, either way.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => localStorage.setItem('appDarkMode', 'false'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe('rgb(255, 255, 255)');
});

test('RTL: dir="rtl" on <html>, the sidebar moves to the right, kept after a reload', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByRole('switch', { name: 'Sens de lecture de droite à gauche' }).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await stored(page, 'appRtlMode')).toBe('true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await page.locator('#app-sidebar').boundingBox();
  expect(box?.x).toBeGreaterThan(1280 / 2);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the theme panel remembers being open', async ({ page }) => {
  const panel = await openPanel(page);
  await expect(panel).toBeVisible();
  expect(await stored(page, 'appThemePanelExpanded')).toBe('true');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: "Réglages d'affichage" })).toBeVisible();
});

test('language: tq_lang for 6 months, a one-line notice in that language, the page stays French', async ({
  page,
  context,
}) => {
  await page.goto('/telephonie');
  await waitForHydration(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: /^Langue/ }).click();
  const options = page.locator('.language-selector__list button');
  await expect(options).toHaveText([
    'Français',
    'English',
    '中文 (Chinese)',
    '日本語 (Japanese)',
    'België (Nederlands) (Belgium)',
  ]);
  const before = Date.now() / 1000;
  await options.filter({ hasText: 'Japanese' }).click();

  const cookie = (await context.cookies()).find((c) => c.name === 'tq_lang');
  expect(cookie?.value).toBe('ja');
  const days = ((cookie?.expires ?? 0) - before) / 86400;
  expect(days).toBeGreaterThan(179.9);
  expect(days).toBeLessThan(180.1);
  expect(cookie?.sameSite).toBe('Lax');

  const notice = page.getByRole('status').locator('p[lang="ja"]');
  await expect(notice).toHaveText('このサイトはフランス語版のみです。');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('status').locator('p[lang="ja"]')).toBeVisible();

  await page.getByRole('button', { name: /^Langue/ }).click();
  await options.filter({ hasText: 'English' }).click();
  await expect(page.getByRole('status').locator('p[lang="en"]')).toHaveText('This site is only available in French.');
  await page.getByRole('button', { name: /^Langue/ }).click();
  await options.filter({ hasText: 'Français' }).click();
  await expect(page.getByRole('status').locator('p')).toHaveCount(0);
});

test('the cookie policy lists what the shell stores, and tq_lang as set by the selector', async ({ page }) => {
  await page.goto('/cookies');
  await waitForHydration(page);
  const storage = page.locator('table', {
    has: page.locator('#stockage-local-tableau'),
  });
  for (const key of ['appTheme', 'appDarkMode', 'appRtlMode', 'appThemePanelExpanded', 'appSidebarScrollPosition']) {
    await expect(storage.locator('code', { hasText: new RegExp(`^${key}$`) })).toHaveCount(1);
  }
  const lang = page.locator('tr', {
    has: page.locator('code', { hasText: /^tq_lang$/ }),
  });
  await expect(lang).toContainText('6 mois');
  await expect(lang).toContainText("sélecteur de langue de l'en-tête");
});
