// Shared by the home page specs (home*.spec.ts): the hero carousel, the step
// list and the marquees located by role, and the paused Playwright clock their
// timers run on.
import type { Locator, Page } from '@playwright/test';
import heroFile from '../../content/data/home-coursel.json' with { type: 'json' };
import { expect, waitForHydration } from './fixtures';

export const HERO_INTERVAL = 10_000;
export const STEP_INTERVAL = 3_500;
/** Marquees wait for their images 600 ms at most, from the first frame. */
export const MARQUEE_START = 600 + 20;

export function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Nos offres à la une' });
}

export function heroDot(page: Page, index: number): Locator {
  return hero(page).getByRole('button', { name: new RegExp(`^Diapositive ${index + 1} :`) });
}

export async function expectHeroSlide(page: Page, index: number): Promise<void> {
  await expect(heroDot(page, index)).toHaveAttribute('aria-current', 'true');
  await expect(hero(page).getByRole('group', { name: `${index + 1} sur ${heroFile.length}` })).not.toHaveAttribute(
    'inert',
    '',
  );
}

/** Moves the pointer to the page's top-left corner (the header), off every moving part. */
export async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

export function stepSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Votre standard dans le cloud, en quatre étapes' });
}

export async function expectStep(page: Page, title: string): Promise<void> {
  await expect(stepSection(page).locator('[aria-current="step"]')).toContainText(title);
}

/** Scrolled so that slide `index` fills the carousel. */
export async function expectSlideShown(page: Page, index: number): Promise<void> {
  const viewport = hero(page).locator('.carousel__viewport');
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(index, 2);
}

export const START = new Date('2026-01-05T09:00:00+01:00');

/**
 * Lets the page run the work it has queued (React renders a state change in a
 * scheduler task, then runs its effects, which start the timers, in another):
 * three round trips through a MessageChannel, queued behind those tasks. It
 * waits for tasks, not for time, so it holds on a loaded machine too; the
 * clock is paused, so nothing fires meanwhile.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => (++hops < 3 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );
}

/** Advances the paused clock by `ms`, once the page has started its timers. */
export async function tick(page: Page, ms: number): Promise<void> {
  await settle(page);
  await page.clock.runFor(ms);
}

/** Loads the home page on a paused clock: timers only fire through tick(). */
export async function startClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto('/home');
  await waitForHydration(page);
  await pointerAway(page);
}
