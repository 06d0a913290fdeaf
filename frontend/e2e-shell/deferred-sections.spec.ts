// Issue 28: with the shell on, hydration emptied /home's lower sections
// (lib/deferredSection.tsx) until they were scrolled near: #contenu went from
// 7,223 to 1,195 px, and the sidebar's « Réduire le menu » button jumped by as
// much under Playwright's click. A context whose value changes above a
// section that is still the server's HTML (dehydrated) makes React render it
// on the client with its fallback: the shell's state must not be provided
// above the page (ShellFrame.tsx).
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { THEME_NAMES } from '../src/components/shell/displaySettings';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** #contenu's height in the server's HTML, before hydration. */
    serverHeight?: number;
  }
}

const mainHeight = (page: Page) =>
  page.locator('#contenu').evaluate((main) => Math.round(main.getBoundingClientRect().height));

test("/home's lower sections keep their height through hydration with the shell on", async ({ page }) => {
  // The sections' code never arrives: what stays below the first screen is
  // the server's HTML, or nothing.
  await page.route(/\/HomeBelow-[^/]*\.js$/, () => {});
  await page.addInitScript(() => {
    // A stored setting: after hydration, the shell reads it and its state
    // changes (the button below says when that render is on screen).
    localStorage.setItem('appSidebarMinified', 'true');
    document.addEventListener('DOMContentLoaded', () => {
      window.serverHeight = Math.round(document.getElementById('contenu')!.getBoundingClientRect().height);
    });
  });
  await page.goto('/home');
  const serverHeight = (await page.evaluate(() => window.serverHeight)) ?? 0;
  expect(serverHeight).toBeGreaterThan(3000);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Réduire le menu' })).toHaveAttribute('aria-pressed', 'true');
  expect(await mainHeight(page)).toBe(serverHeight);

  // A display setting changed before the sections have their code: the same.
  await page.getByRole('button', { name: "Réglages d'affichage" }).click();
  const theme = page.getByRole('radio', { name: THEME_NAMES['gray-500'], exact: true });
  await theme.check();
  await expect(page.locator('html')).toHaveAttribute('data-app-theme', 'gray-500');
  await expect(theme).toBeChecked();
  expect(await mainHeight(page)).toBe(serverHeight);
});
