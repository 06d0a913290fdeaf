// The home page's step list against Playwright's clock: a step every 3.5 s,
// chosen by click or key, paused on hover, hidden tab or out of view, and its
// pause control.
import { expect, test } from './fixtures';
import { START, STEP_INTERVAL, expectStep, pointerAway, startClock, stepSection, tick } from './homePage';

test.describe('step lists', () => {
  test.beforeEach(async ({ page }) => {
    // The cookie banner (tested in consent.spec.ts) would cover the bottom of
    // the list: a click on a covered button makes Playwright scroll until it is
    // clear, to a position that depends on timing, and the list could end up
    // less than 20 % visible, which pauses it. With a choice already stored
    // there is no banner, and the whole list is in view before any click.
    await page.addInitScript(([key, ts]) => localStorage.setItem(key, JSON.stringify({ analytics: false, v: 1, ts })), [
      'tq_consent_v1',
      START.getTime(),
    ] as const);
    await startClock(page);
    await expect(page.locator('.cookie-banner')).toBeHidden();
    await stepSection(page)
      .locator('.step-list')
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(stepSection(page).locator('.step-list')).toBeInViewport({ ratio: 1 });
    // The section then fades and slides in (a CSS transition, on real time): a
    // button that is still moving is "not stable", and Playwright's retry would
    // scroll it elsewhere. Wait for the section to come to rest.
    await expect(stepSection(page)).toHaveClass(/\bin\b/);
    await stepSection(page).evaluate((el) => {
      void getComputedStyle(el).transform; // starts any pending transition
      return Promise.all(el.getAnimations().map((animation) => animation.finished));
    });
    await pointerAway(page);
  });

  test('cycle every 3.5 s from the first step', async ({ page }) => {
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await tick(page, STEP_INTERVAL - 1);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await tick(page, 1);
    await expectStep(page, 'Portabilité de vos numéros');
    // One interval at a time: React sets the next timer after each step.
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Postes livrés préconfigurés');
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Un support en France');
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
  });

  test('a click, Enter or Space jumps to a step and restarts the timer', async ({ page }) => {
    await tick(page, 3_000);
    await stepSection(page)
      .getByRole('button', { name: /Un support en France/ })
      .click();
    await pointerAway(page);
    await expectStep(page, 'Un support en France');
    // The old timer would have fired 500 ms later; the new one waits 3.5 s.
    await tick(page, STEP_INTERVAL - 1);
    await expectStep(page, 'Un support en France');
    await tick(page, 1);
    await expectStep(page, 'Audit de 30 minutes avec un expert');

    await stepSection(page)
      .getByRole('button', { name: /Postes livrés préconfigurés/ })
      .focus();
    await page.keyboard.press('Enter');
    await expectStep(page, 'Postes livrés préconfigurés');
    await stepSection(page)
      .getByRole('button', { name: /Portabilité de vos numéros/ })
      .focus();
    await page.keyboard.press(' ');
    await expectStep(page, 'Portabilité de vos numéros');
  });

  test('pause on hover, while the tab is hidden and out of view', async ({ page }) => {
    await stepSection(page).locator('.step-list').hover();
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await pointerAway(page);

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Portabilité de vos numéros');

    // Scrolled away: less than 20 % visible.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(stepSection(page).locator('.step-list')).not.toBeInViewport();
    await expect(stepSection(page).locator('.step-list')).toHaveAttribute('data-rotating', 'false');
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Portabilité de vos numéros');
  });

  test('have a pause control', async ({ page }) => {
    await stepSection(page).getByRole('button', { name: 'Pause : défilement des étapes (Téléphonie VoIP)' }).click();
    await pointerAway(page);
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await stepSection(page).getByRole('button', { name: 'Lecture : défilement des étapes (Téléphonie VoIP)' }).click();
    await pointerAway(page);
    // A click scrolls its button into view, by a fraction of a pixel at most here.
    await expect(stepSection(page).locator('.step-list')).toBeInViewport({ ratio: 0.9 });
    await expect(stepSection(page).locator('.step-list')).toHaveAttribute('data-rotating', 'true');
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Portabilité de vos numéros');
  });
});
