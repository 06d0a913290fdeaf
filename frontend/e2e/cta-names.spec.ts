// One name per action (issue 19): where the spec leaves the wording free,
// every call to action that leads to a lead form says « Demander un audit
// gratuit ». The spec's own words stay: « Planifier un échange » (/contact's
// closing call to action), the home closing's contact button, the menu's
// « Contact », and the forms' submit labels (spec §9). docs/departures.md
// says why.
import routeTable from '../../content/routes.json' with { type: 'json' };
import { test, expect, waitForHydration } from './fixtures';

const NAME = 'Demander un audit gratuit';
/**
 * Links to a lead form whose wording the spec fixes (/contact's closing call,
 * the home closing's contact button, the menu), and the FAQ's own link, which
 * answers another need (a question, not an audit).
 */
const SPEC_WORDS = ['Planifier un échange', 'Contacter un conseiller', 'Contact', 'Une autre question ? Parlons-en'];

/**
 * Every visible call to action (a link drawn as a button) to a lead form
 * (/contact or a page's #contact), with its name. Links inside prose
 * (« formulaire de contact ») name a place, not an action.
 */
async function leadFormLinks(page: import('@playwright/test').Page): Promise<{ name: string; href: string }[]> {
  return page
    .locator(':is(a.button, a.faq__cta):is([href="/contact"], [href$="#contact"], [href^="/contact#"])')
    .evaluateAll((links) =>
      links
        .filter((a) => (a as HTMLElement).offsetParent !== null && !a.closest('[inert], [hidden]'))
        .map((a) => ({
          name: (a.getAttribute('aria-label') ?? (a as HTMLElement).innerText).replace(/\s+/g, ' ').trim(),
          href: a.getAttribute('href') ?? '',
        })),
    );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width} px, every free call to a lead form is « ${NAME} »`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const seen: string[] = [];
    for (const route of routeTable.routes) {
      await page.goto(route.path);
      await waitForHydration(page);
      for (const link of await leadFormLinks(page)) {
        seen.push(`${route.path} → ${link.href}: ${link.name}`);
        expect([NAME, ...SPEC_WORDS], `${route.path}: « ${link.name} » → ${link.href}`).toContain(link.name);
      }
    }
    // The home page and every offer page offer it.
    for (const path of ['/home', '/telephonie', '/connexion', '/infogerance', '/cybersecurite']) {
      expect(
        seen.some((line) => line.startsWith(`${path} `) && line.endsWith(`: ${NAME}`)),
        path,
      ).toBe(true);
    }
  });
}

test('the spec-fixed labels are kept word for word', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Planifier un échange' })).toHaveAttribute('href', /^\/contact/);
  await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Être recontacté par un conseiller' })).toBeVisible();
  for (const path of ['/telephonie', '/connexion', '/infogerance', '/cybersecurite']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Recevoir mon devis gratuit' })).toBeVisible();
  }
  await page.goto('/home');
  const closing = page.getByRole('region', { name: 'Faisons le point sur vos outils en 30 minutes' });
  await expect(closing.getByRole('link', { name: NAME })).toHaveAttribute('href', '/contact');
  await expect(closing.getByRole('link', { name: 'Contacter un conseiller' })).toHaveAttribute('href', '/contact');
});
