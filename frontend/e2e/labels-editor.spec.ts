// The site's own words in the page editor (issue 31): a Marketing member
// renames the footer's list of offers and rewrites the 404 page's text on the
// site's root page (cms/site_words.py) and publishes; /contact's footer and an
// unknown address show them, also after a client-side navigation that started
// on a page loaded before the publication (the words come with each page's
// data, never from the bundle). Restoring the first revision brings the
// shipped words back. Other specs read the footer's legal links and the 404's
// title at the same time: this one changes neither.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';
import { EDITOR_PAGE, publish } from './pageEditor';
import { manage } from './serverDatabase';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const HEADING = 'Nos offres pour les entreprises';
const TEXT = 'Cette adresse ne mène nulle part : ces pages-ci vous attendent.';
let marketing: StaffAccount;
let rootId: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  marketing = await createStaff('lucie', { firstName: 'Lucie', lastName: 'Marchand' });
  await moveToMarketing(marketing);
  const code = 'from cms.models import SiteRootPage; print(SiteRootPage.objects.get().pk)';
  rootId = (await manage(['shell', '-v', '0', '-c', code])).trim();
});

async function contactHtml(page: Page): Promise<string> {
  return (await page.request.get('/contact')).text();
}

test('Marketing renames a footer heading and the 404 text; the pages show them, and the first revision restores them', async ({
  browser,
  page,
  consoleWatch,
}) => {
  // Chromium logs the 404 status of /nulle-part itself.
  consoleWatch.allow.push(/status of 404/);
  // A visitor on /home before the publication: its bundle and props predate it.
  await page.goto('/home');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  const desk = await (await staffContext(browser, marketing)).newPage();
  await desk.goto(`${ADMIN}cms/pages/${rootId}/edit/`);
  await expect(desk.getByRole('heading', { level: 1, name: /Site TQ Télécom/ })).toBeVisible();
  const heading = desk.getByRole('textbox', { name: 'Nom de la liste des offres*' });
  await expect(heading).toHaveValue('Nos solutions');
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  await heading.fill(HEADING);
  await desk.getByRole('textbox', { name: 'Texte de la page introuvable*' }).fill(TEXT);
  await publish(desk);

  await expect.poll(() => contactHtml(page), { timeout: 5000 }).toContain(`aria-label="${HEADING}"`);
  // The visitor goes on to /contact without reloading: the new words come with its data.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: HEADING })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  const missing = await page.goto('/nulle-part');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('main')).toContainText(TEXT);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();

  await desk.goto(`${ADMIN}cms/pages/${rootId}/history/`);
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  await desk.getByRole('button', { name: 'Actions' }).last().click();
  await desk.getByRole('link', { name: 'Passer en revue cette version' }).last().click();
  await expect(desk.getByRole('textbox', { name: 'Nom de la liste des offres*' })).toHaveValue('Nos solutions');
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  await publish(desk, 'Publier cette version');
  await expect.poll(() => contactHtml(page), { timeout: 5000 }).toContain('aria-label="Nos solutions"');
  await page.goto('/nulle-part');
  await expect(page.getByRole('main')).not.toContainText(TEXT);
  await expect(page.getByRole('main')).toContainText("La page que vous cherchez n'existe pas");
});
