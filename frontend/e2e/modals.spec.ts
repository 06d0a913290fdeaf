// Every modal of the site, driven from the keyboard: the opener is pressed with
// Enter, focus moves into the dialog, and Escape gives focus back to the opener
// (WCAG 2.4.3, RGAA 12.8). The mouse paths (close button, backdrop) and the
// thank-you dialog's auto-close are in each feature's own spec.
import type { Page } from '@playwright/test';
import { expect, scrolledToButton, test, waitForHydration } from './fixtures';

interface ModalCase {
  modal: string;
  path: string;
  opener: (page: Page) => Promise<ReturnType<Page['getByRole']>> | ReturnType<Page['getByRole']>;
  dialogName: string | RegExp;
}

const MODALS: ModalCase[] = [
  {
    modal: 'the review modal',
    path: '/home',
    // Below the first screen: hydrated once scrolled to (lib/deferredSection.tsx).
    opener: (page) => scrolledToButton(page, 'Laissez-nous un avis'),
    dialogName: 'Laisser un avis',
  },
  {
    modal: 'the FAQ modal',
    path: '/infogerance',
    opener: (page) => page.locator('#faq').getByRole('button', { name: /^Voir toutes les questions/ }),
    dialogName: /questions/i,
  },
  {
    modal: 'the threat-map modal',
    path: '/cybersecurite',
    opener: (page) => page.getByRole('button', { name: 'Voir la carte en direct' }),
    dialogName: 'Carte des cybermenaces en direct',
  },
];

for (const { modal, path, opener, dialogName } of MODALS) {
  test(`${path}: ${modal} takes focus and gives it back to its opener on Escape`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const button = await opener(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    // Each modal's code is fetched on first open: allow for a loaded machine.
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // Focus is inside the dialog, not left on the page behind it.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}
