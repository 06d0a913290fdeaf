// axe (WCAG 2.2 AA: no serious or critical violation) over the whole shell:
// light and dark, one LTR and one RTL layout, sidebar expanded and minified,
// with the theme panel, the right sidebar and a submenu open.
import { expectNoA11yViolations, expect, test, waitForHydration } from '../e2e/fixtures';

const CASES = [
  {
    name: 'light, LTR, sidebar expanded',
    dark: false,
    rtl: false,
    minified: false,
    path: '/home',
    theme: 'teal',
  },
  {
    name: 'dark, RTL, sidebar minified',
    dark: true,
    rtl: true,
    minified: true,
    path: '/telephonie',
    theme: 'teal',
  },
  {
    name: 'dark, LTR, expanded, inverse header, purple',
    dark: true,
    rtl: false,
    minified: false,
    path: '/cookies',
    theme: 'purple',
  },
  {
    name: 'light, RTL, minified, yellow',
    dark: false,
    rtl: true,
    minified: true,
    path: '/contact',
    theme: 'yellow',
  },
];

for (const { name, dark, rtl, minified, path, theme } of CASES) {
  test(`axe: ${name}`, async ({ page }) => {
    await page.addInitScript(
      ([d, r, m, t]) => {
        localStorage.setItem('appTheme', String(t));
        localStorage.setItem('appDarkMode', String(d));
        localStorage.setItem('appRtlMode', String(r));
        localStorage.setItem('appSidebarMinified', String(m));
        localStorage.setItem('appThemePanelExpanded', 'true');
        localStorage.setItem('appHeaderInverse', String(d && !r));
        // The cookie banner has its own tests; here it would cover the page.
        localStorage.setItem('tq_consent_v1', JSON.stringify({ analytics: false, v: 1, ts: Date.now() }));
      },
      [dark, rtl, minified, theme],
    );
    await page.goto(path);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-app-sidebar-minified', String(minified));
    if (dark) await expect(html).toHaveAttribute('data-theme', 'dark');
    else await expect(html).toHaveAttribute('data-theme', 'light');
    if (rtl) await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-app-theme', theme);
    await expect(page.getByRole('region', { name: "Réglages d'affichage" })).toBeVisible();
    await page.getByRole('button', { name: 'Panneau « Nous joindre »' }).click();
    await expect(page.locator('#app-right-sidebar')).toBeVisible();
    if (minified) {
      await page.locator('#app-sidebar .menu > li.menu__item--group').first().hover();
      await expect(page.locator('#app-sidebar .menu > li.menu__item--group > .menu__slide').first()).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });
}
