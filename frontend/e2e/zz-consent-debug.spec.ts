import { test, waitForHydration } from './fixtures';
test('shots', async ({ page }) => {
  for (const [w, h] of [[1280, 800], [375, 700], [800, 700], [1024, 700]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/home');
    await waitForHydration(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/consent/banner-${w}.png` });
    console.log(w, await page.locator('.cookie-banner').evaluate((el) => el.getBoundingClientRect().height));
    await page.getByRole('button', { name: 'Paramétrer' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/consent/custom-${w}.png` });
    console.log(w, await page.locator('.cookie-banner').evaluate((el) => el.getBoundingClientRect().height));
    await page.evaluate(() => localStorage.clear());
  }
});
