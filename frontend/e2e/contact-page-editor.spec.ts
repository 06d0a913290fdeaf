// The contact page in the page editor (issue 31): a Marketing member adds an
// exceptional closing to the reception hours; /contact lists it and its
// JSON-LD gives it to search engines, and the same schedule is the leads'
// callback clock (core/opening_hours.py; its effect on deadlines is checked
// in cms/tests/test_contact_page.py). The closing is far ahead and the weekly
// hours stay the spec's, since other specs read /contact at the same time;
// restoring the first revision takes it away again.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { EDITOR_PAGE, pageIdOf, publish } from './pageEditor';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const LABEL = 'Fermeture de Noël';
let marketing: StaffAccount;
let pageId: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  marketing = await createStaff('noemie', { firstName: 'Noémie', lastName: 'Garnier' });
  await moveToMarketing(marketing);
  pageId = await pageIdOf('ContactPage', 'contact');
});

async function contactHtml(page: Page): Promise<string> {
  return (await page.request.get('/contact')).text();
}

test('Marketing adds an exceptional closing: /contact lists it, then the first revision takes it away', async ({
  browser,
  page,
}) => {
  const desk = await (await staffContext(browser, marketing)).newPage();
  await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  await expect(desk.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  // The hours as the spec gives them, in two windows of ticked days.
  await expect(desk.getByRole('textbox', { name: 'Ouverture*' }).first()).toHaveValue('09:00');
  await expect(desk.getByRole('checkbox', { name: 'Vendredi' }).first()).toBeChecked();
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);

  const closures = desk.locator('[data-contentpath="closures"]');
  await closures
    .getByRole('button', { name: /Insérer un bloc|Ajouter/ })
    .first()
    .click();
  await closures.getByRole('textbox', { name: 'Premier jour fermé*' }).fill('24/12/2099');
  await closures.getByRole('textbox', { name: 'Dernier jour fermé*' }).fill('26/12/2099');
  await closures.getByRole('textbox', { name: 'Motif affiché*' }).fill(LABEL);
  await publish(desk);

  const shown = new RegExp(`${LABEL}\\s: fermé du 24/12/2099 au 26/12/2099`);
  await expect.poll(() => contactHtml(page), { timeout: 5000 }).toMatch(shown);
  await page.goto('/contact');
  const panel = page.getByRole('complementary', { name: 'Nos coordonnées' });
  await expect(panel.getByRole('listitem')).toHaveText(shown);
  await expect(panel).toContainText('du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h');
  expect(await contactHtml(page)).toContain('"validFrom":"2099-12-24"');

  await desk.goto(`${ADMIN}cms/pages/${pageId}/history/`);
  await desk.getByRole('button', { name: 'Actions' }).last().click();
  await desk.getByRole('link', { name: 'Passer en revue cette version' }).last().click();
  await publish(desk, 'Publier cette version');
  await expect.poll(() => contactHtml(page), { timeout: 5000 }).not.toContain(LABEL);
});
