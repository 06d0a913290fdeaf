// The legal identity in the page editor (issue 31): a superuser changes where
// the site is hosted (the identity's address: the registered office, phone and
// e-mail are the contact page's) and publishes; /mentions-legales shows it.
// A Marketing member who opens the page, by its address or from the page
// tree, is told who can change it, in the editor's layout. The first
// revision then brings the shipped text back, since other specs read the page.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { EDITOR_PAGE, pageIdOf, publish } from './pageEditor';
import { manage } from './serverDatabase';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const HOSTING =
  "Auto-hébergement par l'éditeur, dans ses propres locaux techniques situés en France (Guyancourt, Yvelines).";
const SENTENCE = /Seul un administrateur \(superutilisateur\) peut modifier les mentions légales/;
let direction: StaffAccount;
let marketing: StaffAccount;
let pageId: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  direction = await createStaff('solene', { firstName: 'Solène', lastName: 'Marchal' });
  await manage([
    'shell',
    '-v',
    '0',
    '-c',
    `from django.contrib.auth.models import User
User.objects.filter(username="solene").update(is_superuser=True, is_staff=True)`,
  ]);
  marketing = await createStaff('basile', { firstName: 'Basile', lastName: 'Renaud' });
  await moveToMarketing(marketing);
  pageId = await pageIdOf('LegalNoticePage', 'mentions-legales');
});

async function legalNoticeHtml(page: Page): Promise<string> {
  return (await page.request.get('/mentions-legales')).text();
}

test('a superuser changes where the site is hosted: the legal notice shows it', async ({ browser, page }) => {
  const desk = await (await staffContext(browser, direction)).newPage();
  await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  await expect(desk.getByRole('heading', { level: 1, name: /Mentions légales/ })).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'SIRET*' })).toHaveValue('912 345 675 00017');
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);

  await desk.getByRole('textbox', { name: 'Hébergement*' }).fill(HOSTING);
  await publish(desk);
  await expect.poll(() => legalNoticeHtml(page), { timeout: 5000 }).toContain('(Guyancourt, Yvelines)');
  await page.goto('/mentions-legales');
  await expect(page.locator('#hebergement')).toContainText(HOSTING);

  await desk.goto(`${ADMIN}cms/pages/${pageId}/history/`);
  await desk.getByRole('button', { name: 'Actions' }).last().click();
  await desk.getByRole('link', { name: 'Passer en revue cette version' }).last().click();
  await publish(desk, 'Publier cette version');
  await expect.poll(() => legalNoticeHtml(page), { timeout: 5000 }).toContain('(Trappes, Yvelines)');
});

test('Marketing opening the legal notice is told who can change it', async ({ browser }) => {
  const desk = await (await staffContext(browser, marketing)).newPage();
  const answer = await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  expect(answer?.status()).toBe(403);
  await expect(desk.getByText(SENTENCE)).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'SIRET*' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: "Plus d'actions" })).toHaveCount(0);
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);

  // From the page tree: the same sentence.
  await desk.getByRole('link', { name: 'Revenir aux pages du site' }).click();
  await desk.getByRole('link', { name: 'Mentions légales', exact: true }).click();
  await expect(desk.getByText(SENTENCE)).toBeVisible();
});
