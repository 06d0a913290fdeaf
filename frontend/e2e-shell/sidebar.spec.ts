// Spec §4 sidebar transitions on a stack with every shell part on
// (the `shell` project of playwright.config.ts): minify and its persistence, the menu filter,
// the accordion, the floating submenu and its 250 ms delay (fake clock), the
// mobile backdrop and the mobile sidebars closing on navigation at 767 px.
import { expect, test, waitForHydration } from '../e2e/fixtures';
import type { Page } from '@playwright/test';

const sidebar = (page: Page) => page.locator('#app-sidebar');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu latéral' });

test('minify: icons only, stored as appSidebarMinified, still minified after a reload', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const minify = page.getByRole('button', { name: 'Réduire le menu' });
  await expect(minify).toHaveAttribute('aria-pressed', 'false');
  const wide = (await sidebar(page).boundingBox())?.width ?? 0;
  await minify.click();
  await expect(page.locator('html')).toHaveAttribute('data-app-sidebar-minified', 'true');
  expect(await page.evaluate(() => localStorage.getItem('appSidebarMinified'))).toBe('true');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeLessThan(wide / 2);

  await page.reload();
  // Minified from the first paint (display-boot.js), then the button agrees.
  await expect(page.locator('html')).toHaveAttribute('data-app-sidebar-minified', 'true');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Réduire le menu' })).toHaveAttribute('aria-pressed', 'true');
  expect((await sidebar(page).boundingBox())?.width).toBeLessThan(wide / 2);
});

test('menu filter: case-insensitive, parents expanded, empty restores everything', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const filter = page.getByRole('searchbox', { name: 'Filtrer le menu' });
  await filter.fill('CYBER');
  const menu = sideMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Cybersécurité']);
  await expect(menu.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Services managés' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Cybersécurité' })).toBeVisible();

  // Empty: the whole menu is back, groups as they were before filtering.
  await filter.fill('');
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Plan du site' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Légal & Politique' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('button', { name: 'Services managés' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'true');
});

// Issue 18: a group whose own title matched came back closed and could not be
// opened. Every group that holds a match opens and shows its links; a click
// still closes and reopens it.
const FILTERS: { query: string; groups: string[]; links: string[] }[] = [
  {
    query: 'solutions',
    groups: ['Solutions', 'Téléphonie & Internet', 'Services managés'],
    links: ['Téléphonie', 'Internet & Connectivité', 'Infogérance', 'Cybersécurité'],
  },
  {
    query: 'téléphonie',
    groups: ['Solutions', 'Téléphonie & Internet'],
    links: ['Téléphonie', 'Internet & Connectivité'],
  },
  {
    query: 'internet',
    groups: ['Solutions', 'Téléphonie & Internet'],
    links: ['Téléphonie', 'Internet & Connectivité'],
  },
  { query: 'managés', groups: ['Solutions', 'Services managés'], links: ['Infogérance', 'Cybersécurité'] },
  { query: 'légal', groups: ['Légal & Politique'], links: ['Mentions légales', 'Confidentialité', 'Cookies'] },
  { query: 'confidentialité', groups: ['Légal & Politique'], links: ['Confidentialité'] },
];
for (const { query, groups, links } of FILTERS) {
  test(`menu filter « ${query} »: the groups holding a match open, their links show, a click still toggles`, async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Filtrer le menu' }).fill(query);
    const menu = sideMenu(page);
    for (const name of groups) {
      await expect(menu.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(menu.getByRole('link')).toHaveText(links);
    for (const name of links) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();

    const group = menu.getByRole('button', { name: groups[groups.length - 1], exact: true });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: links[links.length - 1], exact: true })).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: links[links.length - 1], exact: true })).toBeVisible();
  });
}

test('accordion: one open submenu per level, 300 ms slide', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const menu = sideMenu(page);
  const solutions = menu.getByRole('button', { name: 'Solutions' });
  const legal = menu.getByRole('button', { name: 'Légal & Politique' });
  await expect(solutions).toHaveAttribute('aria-expanded', 'true'); // "state": "expand" in layout.json

  // Second level: opening one group closes its sibling.
  const phoneGroup = menu.getByRole('button', {
    name: 'Téléphonie & Internet',
  });
  const managed = menu.getByRole('button', { name: 'Services managés' });
  await phoneGroup.click();
  await expect(phoneGroup).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Téléphonie' })).toBeVisible();
  await managed.click();
  await expect(managed).toHaveAttribute('aria-expanded', 'true');
  await expect(phoneGroup).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Téléphonie' })).toBeHidden();

  // First level: Légal closes Solutions.
  await legal.click();
  await expect(legal).toHaveAttribute('aria-expanded', 'true');
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Cookies' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cybersécurité' })).toBeHidden();
  const slide = page.locator(`#${await legal.getAttribute('aria-controls')}`);
  expect(await slide.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0\.3s/);
});

test('minified: the floating submenu hides 250 ms after the pointer left', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('appSidebarMinified', 'true'));
  await page.goto('/home');
  await waitForHydration(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const group = sideMenu(page).locator('.menu > li.menu__item--group').first();
  const floating = group.locator(':scope > .menu__slide');
  await expect(floating).toBeHidden();
  await group.hover();
  await expect(floating).toBeVisible();
  await expect(floating.getByRole('button', { name: 'Téléphonie & Internet' })).toBeVisible();

  await page.mouse.move(900, 500); // over the page, away from the sidebar
  await page.clock.runFor(100);
  await expect(floating).toBeVisible();
  await page.clock.runFor(140);
  await expect(floating).toBeVisible();
  await page.clock.runFor(20);
  await expect(floating).toBeHidden();

  // Coming back before the delay keeps it open.
  await group.hover();
  await page.mouse.move(900, 500);
  await page.clock.runFor(200);
  await group.hover();
  await page.clock.runFor(100);
  await expect(floating).toBeVisible();
});

test('mobile (767 px): backdrop, and the sidebars close on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 800 });
  await page.goto('/home');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {
    name: 'Menu latéral',
    exact: true,
  });
  await expect(sidebar(page)).toBeHidden();
  await toggle.click();
  await expect(sidebar(page)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const backdrop = page.locator('.app-backdrop');
  await expect(backdrop).toBeVisible();
  await backdrop.click({ position: { x: 700, y: 400 } });
  await expect(sidebar(page)).toBeHidden();
  await expect(backdrop).toHaveCount(0);

  // A link in either mobile sidebar navigates and closes it.
  await toggle.click();
  await sideMenu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/projet|contact/i);
  await expect(sidebar(page)).toBeHidden();

  const right = page.locator('#app-right-sidebar');
  await page.getByRole('button', { name: 'Panneau « Nous joindre »' }).click();
  await expect(right).toBeVisible();
  await right.getByRole('link', { name: 'Plan du site' }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(right).toBeHidden();
});

test('768 px is desktop: the sidebar stays in the page and the top menu shows', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/home');
  await waitForHydration(page);
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu latéral', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Menu du haut' })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(sidebar(page)).toBeVisible();
});

test('the sidebar scroll position is stored and restored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.addInitScript(() => localStorage.setItem('appSidebarFixed', 'true')); // a scrolling sidebar
  await page.goto('/home');
  await waitForHydration(page);
  const scroller = page.locator('.app-sidebar__scroll');
  await scroller.evaluate((element) => element.scrollTo({ top: 120 }));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appSidebarScrollPosition'))).toBe('120');
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(120);
});
