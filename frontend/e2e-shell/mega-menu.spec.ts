// The top menu's mega menu (spec §2 layout defaults: « mega menu on »,
// content/layout.json layout.megaMenu), on the stack with every shell part
// on: the disclosure pattern (aria-expanded, aria-controls), links grouped by
// section, Enter/Space/Escape/Tab, axe with a panel open, and without
// JavaScript the links reachable by hover and keyboard focus.
import { expectNoA11yViolations, expect, test, waitForHydration } from '../e2e/fixtures';
import type { Page } from '@playwright/test';

const topMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu du haut' });

const SOLUTIONS = {
  'Téléphonie & Internet': ['Téléphonie', 'Internet & Connectivité'],
  'Services managés': ['Infogérance', 'Cybersécurité'],
};

test('a click opens a panel of links grouped by section; axe passes with it open', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const button = topMenu(page).getByRole('button', { name: 'Solutions' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  for (const [section, links] of Object.entries(SOLUTIONS)) {
    await expect(panel.getByRole('group', { name: section }).getByRole('link')).toHaveText(links);
  }
  await expectNoA11yViolations(page);

  // Opening another group closes this one (one panel at a time).
  await topMenu(page).getByRole('button', { name: 'Légal & Politique' }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(topMenu(page).getByRole('group', { name: 'Légal & Politique' }).getByRole('link')).toHaveText([
    'Mentions légales',
    'Confidentialité',
    'Cookies',
  ]);

  // A link navigates and the panel closes.
  await topMenu(page).getByRole('link', { name: 'Cookies' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(topMenu(page).getByRole('button', { name: 'Légal & Politique' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('keyboard: Enter and Space toggle, Tab walks the links, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const button = topMenu(page).getByRole('button', { name: 'Solutions' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab');
  await expect(topMenu(page).getByRole('link', { name: 'Téléphonie', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(topMenu(page).getByRole('link', { name: 'Internet & Connectivité' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel opens on focus and on hover, so every link is reachable', async ({ page }) => {
    await page.goto('/home');
    const button = topMenu(page).getByRole('button', { name: 'Solutions' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await button.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    const first = topMenu(page).getByRole('link', { name: 'Téléphonie', exact: true });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('href', '/telephonie');
    await page.mouse.move(0, 700);
    await page.locator('body').click({ position: { x: 5, y: 700 } });
    await expect(panel).toBeHidden();
    await topMenu(page).getByRole('button', { name: 'Légal & Politique' }).hover();
    await expect(topMenu(page).getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });
});
