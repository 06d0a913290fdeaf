// The default stack (no SITE_SHELL): the page shell ships nothing, and dark
// mode follows the system from the very first paint, for every visitor, in
// CSS alone (frontend/vite-plugins/systemDarkMode.ts): no script before the paint.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, waitForHydration } from './fixtures';
import type { Page, Route } from '@playwright/test';

test('no shell markup, stylesheet or script is shipped; the JS figures are printed', async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  const styles: string[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.set(response.url(), (await response.body()).length);
    if (type === 'stylesheet') styles.push(response.url());
  });
  await page.goto('/home');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const html = page.locator('html');
  const names = await html.evaluate((root) => root.getAttributeNames());
  expect(names.filter((name) => /^(data-shell|data-app-|dir$|data-theme$)/.test(name))).toEqual([]);
  await expect(
    page.locator('.app-sidebar, .app-top-menu, .theme-panel, .header-tools, .language-selector'),
  ).toHaveCount(0);
  expect([...scripts.keys()].filter((url) => /ShellFrame/.test(url))).toEqual([]);
  expect(styles.filter((url) => /ShellFrame/.test(url))).toEqual([]);
  expect(await page.locator('link[href*="ShellFrame"]').count()).toBe(0);

  // The entry bundle only holds the loader of the shell chunk, not the shell.
  const entry = [...scripts.keys()].find((url) => /entry-client-/.test(url));
  const entrySource = await (await page.request.get(entry ?? '')).text();
  for (const marker of ['appSidebarMinified', 'Réduire le menu', 'Filtrer le menu', 'tq_lang']) {
    expect(entrySource, marker).not.toContain(marker);
  }
  // No script runs before the first paint: dark mode is the CSS's alone.
  expect([...scripts.keys()].filter((url) => /display-boot/.test(url))).toEqual([]);

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const figures = `/home JS: ${scripts.size} files, ${total} B raw`;
  console.log(figures);
  testInfo.annotations.push({ type: 'js-bytes', description: figures });
});

/** Luminance (0 black to 1 white) of an sRGB colour given in 0–255 channels. */
function relativeLuminance(r: number, g: number, b: number): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The page as first painted from the server's HTML and CSS, before any module script ran. */
async function firstPaint(page: Page, name: string) {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/assets\/entry-client-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home', { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.querySelector('.site-header') !== null &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].every(
        (link) => link.sheet !== null,
      ),
  );
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  const shot = await page.screenshot();
  mkdirSync('var/screenshots', { recursive: true });
  await sharp(shot).toFile(`var/screenshots/${name}.png`);
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  // Two points: the header (top right, away from the logo) and the page below it.
  const luminance = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return relativeLuminance(data[i], data[i + 1], data[i + 2]);
  };
  const points = [luminance(info.width - 10, 5), luminance(info.width - 30, 120)];
  release?.();
  await waitForHydration(page);
  return points;
}

/** Relative luminance of the page's background colour, as the browser computes it now. */
async function surfaceLuminance(page: Page): Promise<number> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  return relativeLuminance(r, g, b);
}

test('dark system: the first paint is already dark, and stays dark after hydration', async ({ browser }) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const points = await firstPaint(page, 'default-dark-first-paint');
  for (const value of points) expect(value).toBeLessThan(0.15);
  await expect.poll(() => surfaceLuminance(page)).toBeLessThan(0.15);
  // The system switching to light is followed at once.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => surfaceLuminance(page)).toBeGreaterThan(0.85);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await context.close();
});

test('light system: the first paint is light', async ({ browser }) => {
  const context = await browser.newContext({
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const points = await firstPaint(page, 'default-light-first-paint');
  for (const value of points) expect(value).toBeGreaterThan(0.85);
  await expect.poll(() => surfaceLuminance(page)).toBeGreaterThan(0.85);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  await context.close();
});
