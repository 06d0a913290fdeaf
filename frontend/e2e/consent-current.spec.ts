// The reopened cookie banner shows the choice in force (issue 19): the
// sentence « Votre choix actuel : … », the button that made it marked, the
// « Paramétrer » box as stored, for an acceptance and for a refusal, after a
// reload (the choice comes from storage, not from the page's memory).
import { test, expect, expectNoA11yViolations, waitForHydration } from './fixtures';
import { banner, firstVisit, interceptGoogle, stored } from './cookieConsent';

const CHOICES = [
  { button: 'Tout accepter', other: 'Refuser', word: 'acceptée', analytics: true },
  { button: 'Refuser', other: 'Tout accepter', word: 'refusée', analytics: false },
];

for (const choice of CHOICES) {
  test(`after « ${choice.button} », the reopened banner says « mesure d'audience ${choice.word} »`, async ({
    page,
    context,
  }) => {
    await interceptGoogle(context);
    // A known day for the sentence's date; time runs on from there.
    await page.clock.install({ time: new Date('2026-03-03T10:00:00+01:00') });
    await page.setViewportSize({ width: 375, height: 667 });
    await firstVisit(page, '/contact');
    // The first display has no choice to show.
    await expect(banner(page).getByText('Votre choix actuel')).toHaveCount(0);
    await banner(page).getByRole('button', { name: choice.button }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: choice.analytics });

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    const sentence = `Votre choix actuel : mesure d'audience ${choice.word}, le 3 mars 2026.`;
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toHaveAccessibleDescription(sentence);
    await expect(banner(page).getByText(sentence)).toBeVisible();
    // The button behind the choice is marked (a tick, and the sentence as its description).
    const made = banner(page).getByRole('button', { name: choice.button });
    await expect(made).toHaveAccessibleDescription(sentence);
    expect(await made.evaluate((el) => getComputedStyle(el, '::before').content)).toContain('✓');
    await expect(banner(page).getByRole('button', { name: choice.other })).not.toHaveAccessibleDescription(/./);
    await expectNoA11yViolations(page, '.cookie-banner');

    await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
    await expect(banner(page).getByText(sentence)).toBeVisible();
    const box = banner(page).getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" });
    if (choice.analytics) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
    await expectNoA11yViolations(page, '.cookie-banner');
  });
}
