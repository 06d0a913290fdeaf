// The home hero on a phone (issue 19): it keeps turning every 10 s (spec §4,
// §9), and its pause control sits within the first screen, above the slide,
// so a visitor can stop the motion without scrolling to look for it (WCAG
// 2.2.2), even while the cookie banner covers the bottom of a first visit.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, waitForHydration } from './fixtures';
import { HERO_INTERVAL, expectHeroSlide, hero, startClock, tick } from './homePage';

const PHONES = [
  { width: 375, height: 667 },
  { width: 360, height: 640 },
];

/** Wholly inside the viewport at the top of the page, and what a tap on its centre reaches. */
async function expectOnFirstScreen(page: Page, control: Locator, viewport: { width: number; height: number }) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await control.boundingBox();
  expect(box, 'the control is laid out').not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width);
  expect(y + height).toBeLessThanOrEqual(viewport.height);
  // Not under the cookie banner or anything else drawn on top.
  const hit = await page.evaluate(
    ([cx, cy]) => document.elementFromPoint(cx, cy)?.closest('button')?.getAttribute('aria-label') ?? null,
    [x + width / 2, y + height / 2],
  );
  expect(hit).toBe(await control.getAttribute('aria-label'));
}

for (const viewport of PHONES) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('the pause control is on the first screen and the hero still turns every 10 s', async ({ page }) => {
      await startClock(page);
      // A first visit: the cookie banner is open at the bottom.
      await expect(page.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
      const pause = hero(page).getByRole('button', { name: 'Pause : rotation automatique du carrousel' });
      await expectOnFirstScreen(page, pause, viewport);
      await tick(page, HERO_INTERVAL - 1);
      await expectHeroSlide(page, 0);
      await tick(page, 1);
      await expectHeroSlide(page, 1);
      // A tap stops it where it is.
      await pause.tap();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await tick(page, 3 * HERO_INTERVAL);
      await expectHeroSlide(page, 1);
      await expect(
        hero(page).getByRole('button', { name: 'Lecture : rotation automatique du carrousel' }),
      ).toBeVisible();
    });

    test('passes axe', async ({ page }) => {
      // On the real clock: axe waits on timers, which a paused clock never fires.
      await page.goto('/home');
      await waitForHydration(page);
      await hero(page).getByRole('button', { name: 'Pause : rotation automatique du carrousel' }).tap();
      await expectNoA11yViolations(page, '.hero-carousel');
    });

    test('under reduced motion the hero stays still, its play control on the first screen', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await startClock(page);
      const play = hero(page).getByRole('button', { name: 'Lecture : rotation automatique du carrousel' });
      await expectOnFirstScreen(page, play, viewport);
      await tick(page, 5 * HERO_INTERVAL);
      await expectHeroSlide(page, 0);
    });
  });
}
