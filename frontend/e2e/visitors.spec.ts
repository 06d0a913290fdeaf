// Issue "Built for the visitors who are really there": tap-to-call at 375 px
// on every route, one stable h1 in Chromium's own accessibility tree, lawful
// and compact consent, the no-JavaScript menu (every FAQ question: offers.spec.ts) and
// the threat map's blocked message without waiting for the frame deadline.
import type { Page } from '@playwright/test';
import routesFile from '../../content/routes.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures';

const PHONE = { width: 375, height: 667 };
const BANNER = 'Vos choix en matière de cookies';
const PATHS = [...routesFile.routes.map((route) => route.path), '/page-inconnue'];
const OFFER_PATHS = ['/telephonie', '/connexion', '/infogerance', '/cybersecurite'];

/** Level-1 headings that Chromium exposes to assistive technologies (CDP). */
async function axLevelOneHeadings(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'heading')
    .filter((node) => node.properties?.some((p) => p.name === 'level' && p.value.value === 1))
    .map((node) => String(node.name?.value ?? ''));
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a visible tap-to-call link is in the banner landmark on every route', async ({ page, consoleWatch }) => {
    consoleWatch.allow.push(/404/);
    for (const path of PATHS) {
      await page.goto(path);
      const call = page.getByRole('banner').locator('a[href^="tel:"]').filter({ visible: true });
      await expect(call, path).toHaveCount(1);
      await expect(call, path).toContainText(/\d{2} \d{2} \d{2} \d{2} \d{2}/);
    }
  });

  test('the mobile menu has the number too, and closes on Escape and on a tap outside', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await toggle.click();
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(menu).toBeHidden();
  });

  for (const path of OFFER_PATHS) {
    test(`${path}: "Demander un audit gratuit / Appeler" within the first screen`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      for (const link of [
        page.getByRole('link', { name: 'Demander un audit gratuit' }).first(),
        page.getByRole('link', { name: /^Appeler le / }),
      ]) {
        const box = await link.boundingBox();
        expect(box, path).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      }
    });
  }

  test('the first consent view takes at most 35 % of a 375×667 screen', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    const share = box.height / PHONE.height;
    console.log(`cookie banner at 375×667: ${box.height.toFixed(0)} px, ${(share * 100).toFixed(1)} % of the screen`);
    expect(share).toBeLessThanOrEqual(0.35);
  });

  test('screenshots of the first screen with the banner (SCREENSHOTS=1)', async ({ page }) => {
    test.skip(!process.env.SCREENSHOTS, 'only when asked: SCREENSHOTS=1');
    for (const path of ['/home', '/telephonie']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
      await page.screenshot({ path: `var/screenshots/${path.slice(1)}-375.png` });
    }
  });
});

test('the accessibility tree of /home holds one level-1 heading, at load and after 25 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await waitForHydration(page);
  await page.mouse.move(5, 5);
  const title = routesFile.routes.find((route) => route.key === 'home')!.title;
  expect(await axLevelOneHeadings(page)).toEqual([title]);
  // Two rotations of the hero (10 s each) and then some.
  await page.clock.runFor(25_000);
  const active = page.locator('.hero-carousel .carousel__slide[data-active="true"]');
  await expect(active).not.toHaveAttribute('aria-label', /^1 sur/);
  expect(await axLevelOneHeadings(page)).toEqual([title]);
});

test.describe('consent', () => {
  test('the custom view starts unticked and "Enregistrer" stores analytics:false', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: BANNER });
    await banner.getByRole('button', { name: 'Paramétrer' }).click();
    const box = banner.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" });
    await expect(box).not.toBeChecked();
    await banner.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tq_consent_v1') ?? 'null'));
    expect(stored).toMatchObject({ analytics: false, v: 1 });
  });

  test('the banner is reached with one Tab after the skip link', async ({ page }) => {
    await page.goto('/telephonie');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Tab');
    const inBanner = await page
      .getByRole('region', { name: BANNER })
      .evaluate((region) => region.contains(document.activeElement));
    expect(inBanner).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mobile menu opens', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  // Every FAQ question without JavaScript: offers.spec.ts, on the same load as the page's texts.
});

test('the threat-map modal shows the blocked message from the server check, without trying the frame', async ({
  page,
}) => {
  await page.goto('/cybersecurite');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Voir la carte en direct' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carte des cybermenaces en direct' });
  await expect(
    dialog.getByText("Impossible d'afficher la carte dans une iframe (restriction du site source)."),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' })).toBeVisible();
  // No frame was made: the message came from /threat-map/status at once, not
  // from the frame's 2500 ms timeout (a frame once tried stays, hidden).
  await expect(dialog.locator('iframe')).toHaveCount(0);
});
