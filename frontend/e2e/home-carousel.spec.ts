// The home page's hero carousel against Playwright's clock: rotation every
// 10 s, dots, arrow keys, pause on hover and focus, and its pause control.
import type { Page } from '@playwright/test';
import heroFile from '../../content/data/home-coursel.json' with { type: 'json' };
import { test, expect } from './fixtures';
import {
  HERO_INTERVAL,
  expectHeroSlide,
  expectSlideShown,
  hero,
  heroDot,
  pointerAway,
  startClock,
  tick,
} from './homePage';

/** Slide `index` of the hero (its group, « 2 sur 4 »). */
function heroSlide(page: Page, index: number) {
  return hero(page).getByRole('group', { name: `${index + 1} sur ${heroFile.length}` });
}

test.describe('hero carousel', () => {
  test('advances every 10 s and wraps around', async ({ page }) => {
    await startClock(page);
    await expectHeroSlide(page, 0);
    await tick(page, HERO_INTERVAL - 1);
    await expectHeroSlide(page, 0);
    await tick(page, 1);
    await expectHeroSlide(page, 1);
    // Each slide is scrolled into view before the next 10 s pass, as for a
    // visitor (a rotation fired in the middle of the slide scroll once left
    // the carousel on the last slide on a loaded machine).
    await expectSlideShown(page, 1);
    for (let i = 2; i < heroFile.length; i++) {
      await tick(page, HERO_INTERVAL);
      await expectHeroSlide(page, i);
      await expectSlideShown(page, i);
    }
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 0);
    // The slide shown is the active one.
    await expectSlideShown(page, 0);
  });

  test('has dots and no arrows; a dot selects its slide', async ({ page }) => {
    await startClock(page);
    await expect(hero(page).getByRole('button', { name: /^Diapositive \d/ })).toHaveCount(heroFile.length);
    await expect(page.getByRole('button', { name: 'Diapositive suivante' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Diapositive précédente' })).toHaveCount(0);
    await heroDot(page, 2).click();
    await expectHeroSlide(page, 2);
    await expectSlideShown(page, 2);
    // Scoped to the slide: the slides share their call to action's name (one name per action).
    await expect(heroSlide(page, 2).getByRole('link', { name: heroFile[2].ctas.primary.label })).toBeVisible();
  });

  test('←/→ select slides, wrapping, while focus is in the carousel', async ({ page }) => {
    await startClock(page);
    await heroDot(page, 0).focus();
    await page.keyboard.press('ArrowRight');
    await expectHeroSlide(page, 1);
    await expect(heroDot(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectHeroSlide(page, heroFile.length - 1);
    await page.keyboard.press('ArrowRight');
    await expectHeroSlide(page, 0);
  });

  test('pauses on hover and on focus', async ({ page }) => {
    await startClock(page);
    await hero(page).hover();
    await tick(page, 3 * HERO_INTERVAL);
    await expectHeroSlide(page, 0);
    await pointerAway(page);
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 1);

    await heroSlide(page, 1).getByRole('link', { name: heroFile[1].ctas.primary.label }).focus();
    await tick(page, 3 * HERO_INTERVAL);
    await expectHeroSlide(page, 1);
    await page.getByRole('main').getByRole('heading', { name: 'Vos équipes avancent, vos outils suivent.' }).click();
    await pointerAway(page);
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 2);
  });

  test('the pause control stops the rotation until play is pressed', async ({ page }) => {
    await startClock(page);
    await hero(page).getByRole('button', { name: 'Pause : rotation automatique du carrousel' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pointerAway(page);
    await tick(page, 5 * HERO_INTERVAL);
    await expectHeroSlide(page, 0);
    await hero(page).getByRole('button', { name: 'Lecture : rotation automatique du carrousel' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pointerAway(page);
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 1);
  });
});
