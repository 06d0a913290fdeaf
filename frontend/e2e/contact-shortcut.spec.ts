// On /contact, the closing « Planifier un échange » (the spec's link to
// /contact) brings the visitor to the form on the same page, focuses its
// first field and says so (issue 19, item 5).
import { expect, test, waitForHydration } from './fixtures';

test('« Planifier un échange » on /contact focuses the form and says so', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  await waitForHydration(page);
  const banner = page.locator('#planifier');
  await banner.scrollIntoViewIfNeeded();
  await banner.getByRole('link', { name: 'Planifier un échange' }).click();
  const form = page.getByRole('form', { name: 'Être recontacté par un conseiller' });
  await expect(form.getByLabel(/^Prénom/)).toBeFocused();
  await expect(form.getByLabel(/^Prénom/)).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: 'Le formulaire est ici' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact#formulaire$/);
});
