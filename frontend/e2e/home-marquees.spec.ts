// The home page's marquees (client logos, testimonials) against Playwright's
// clock: speeds, mobile rows, pause on hover and their pause controls.
import type { Locator, Page } from '@playwright/test';
import clientsFile from '../../content/data/clients.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { MARQUEE_START, pointerAway, startClock, tick } from './homePage';

/**
 * Runs the paused clock until `row` runs: below the first screen, its section
 * hydrates (in real time) once scrolled near (lib/deferredSection.tsx), and
 * only then do its timers start.
 */
async function tickUntilRunning(page: Page, row: Locator, step: number): Promise<void> {
  await expect
    .poll(async () => {
      await tick(page, step);
      return row.getAttribute('data-state');
    })
    .toBe('running');
}

test.describe('marquees', () => {
  async function loopDuration(row: Locator): Promise<{ css: number; expected: (speed: number) => number }> {
    const { duration, width } = await row.evaluate((el) => ({
      duration: parseFloat(getComputedStyle(el.querySelector('.marquee__track')!).animationDuration),
      width: el.querySelector('ul')!.getBoundingClientRect().width,
    }));
    return { css: duration, expected: (speed) => width / speed };
  }

  test('the client logos loop at 35 px/s, duplicated, and pause on hover', async ({ page }) => {
    await startClock(page);
    const row = page.getByRole('region', { name: 'Logos de nos clients', exact: true });
    // The logos are below the fold: their section hydrates when it nears the
    // viewport (lib/deferredSection.tsx); on screen by then, the row waits for
    // its logos (600 ms at most) before it starts.
    await row.scrollIntoViewIfNeeded();
    await tickUntilRunning(page, row, MARQUEE_START);
    await expect(row.locator('ul')).toHaveCount(2);
    await expect(row.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
    const { css, expected } = await loopDuration(row);
    expect(css).toBeCloseTo(expected(35), 1);
    // Near the viewport the placeholders become the real logos.
    await expect(row.locator('picture')).toHaveCount(2 * clientsFile.length);
    await expect(row.locator('.picture-deferred')).toHaveCount(0);
    await row.hover();
    await expect(row).toHaveAttribute('data-state', 'paused');
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'running');
  });

  test('on mobile the logos split into even and odd rows at 32 and 28 px/s', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await startClock(page);
    await expect(page.getByRole('region', { name: 'Logos de nos clients', exact: true })).toBeHidden();
    const even = page.getByRole('region', { name: 'Logos de nos clients, première ligne' });
    const odd = page.getByRole('region', { name: 'Logos de nos clients, seconde ligne' });
    await even.scrollIntoViewIfNeeded();
    await tickUntilRunning(page, even, MARQUEE_START);
    await expect(odd).toHaveAttribute('data-state', 'running');
    await expect(even.locator('ul').first().getByRole('img')).toHaveCount(Math.ceil(clientsFile.length / 2));
    await expect(odd.locator('ul').first().getByRole('img')).toHaveCount(Math.floor(clientsFile.length / 2));
    await expect(even.getByRole('img', { name: clientsFile[0].name })).toBeVisible();
    await expect(odd.getByRole('img', { name: clientsFile[1].name })).toBeAttached();
    const a = await loopDuration(even);
    expect(a.css).toBeCloseTo(a.expected(32), 1);
    const b = await loopDuration(odd);
    expect(b.css).toBeCloseTo(b.expected(28), 1);
  });

  test('testimonials loop at 30 px/s with a pause control', async ({ page }) => {
    await startClock(page);
    const row = page.getByRole('region', { name: 'Témoignages de nos clients' });
    await row.scrollIntoViewIfNeeded();
    await pointerAway(page);
    await tickUntilRunning(page, row, MARQUEE_START);
    const { css, expected } = await loopDuration(row);
    expect(css).toBeCloseTo(expected(30), 1);
    await page.getByRole('button', { name: 'Pause : défilement des témoignages' }).click();
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'paused');
    await page.getByRole('button', { name: 'Lecture : défilement des témoignages' }).click();
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'running');
  });

  test('the client logos have a pause control', async ({ page }) => {
    await startClock(page);
    const row = page.getByRole('region', { name: 'Logos de nos clients', exact: true });
    // Hydrated near the viewport (lib/deferredSection.tsx), then started.
    await row.scrollIntoViewIfNeeded();
    await pointerAway(page);
    await tickUntilRunning(page, row, MARQUEE_START);
    await page.getByRole('button', { name: 'Pause : défilement des logos clients' }).click();
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'paused');
    // The loop is a CSS animation, on real time rather than the paused clock:
    // the browser reports it paused, so it stays where it is.
    const track = row.locator('.marquee__track');
    await expect
      .poll(() => track.evaluate((el) => el.getAnimations().map((animation) => animation.playState)))
      .toEqual(['paused']);
  });
});
