// The legal pages in the page editor, for superusers only. The legal identity
// (issue 31): a superuser changes where the site is hosted (the identity's
// address: the registered office, phone and e-mail are the contact page's)
// and publishes; /mentions-legales shows it. The legal pages' prose: a
// superuser adds a sentence to the privacy policy, publishes it, and
// /politique-confidentialite shows it. A Marketing member who opens one of
// these pages, by its address or from the page tree, is told who can change
// it, in the editor's layout. The first revision then brings the shipped text
// back, since other specs read the pages.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { EDITOR_PAGE, pageIdOf, publish } from './pageEditor';
import { manage } from './serverDatabase';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const HOSTING =
  "Auto-hébergement par l'éditeur, dans ses propres locaux techniques situés en France (Guyancourt, Yvelines).";
const SENTENCE = /Seul un administrateur \(superutilisateur\) peut modifier les mentions légales/;
const COOKIES_SENTENCE = /Seul un administrateur \(superutilisateur\) peut modifier la politique cookies/;
// Section 3 of the privacy policy ends with this paragraph, a text block of its own.
const NOT_SOLD = 'Vos données ne sont jamais vendues ni louées';
const ADDED = " Aucune donnée n'est cédée à un courtier en fichiers.";
let direction: StaffAccount;
let marketing: StaffAccount;
let pageId: string;
let privacyId: string;
let cookiesId: string;

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
  privacyId = await pageIdOf('PrivacyPolicyPage', 'politique-confidentialite');
  cookiesId = await pageIdOf('CookiePolicyPage', 'cookies');
});

async function legalNoticeHtml(page: Page): Promise<string> {
  return (await page.request.get('/mentions-legales')).text();
}

async function privacyHtml(page: Page): Promise<string> {
  return (await page.request.get('/politique-confidentialite')).text();
}

/** Whether a rich-text editor of the form has written this text into its hidden input. */
function draftailSaved(desk: Page, text: string): Promise<boolean> {
  return desk.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).some((input) =>
        input.value.includes(wanted),
      ),
    text,
  );
}

/** « Passer en revue cette version » on the oldest revision (the shipped text), then publishes it. */
async function publishFirstRevision(desk: Page, id: string): Promise<void> {
  await desk.goto(`${ADMIN}cms/pages/${id}/history/`);
  await desk.getByRole('button', { name: 'Actions' }).last().click();
  await desk.getByRole('link', { name: 'Passer en revue cette version' }).last().click();
  await publish(desk, 'Publier cette version');
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

  await publishFirstRevision(desk, pageId);
  await expect.poll(() => legalNoticeHtml(page), { timeout: 5000 }).toContain('(Trappes, Yvelines)');
});

test('a superuser adds a sentence to the privacy policy: the page shows it, the first revision restores the shipped text', async ({
  browser,
  page,
}) => {
  const desk = await (await staffContext(browser, direction)).newPage();
  await desk.goto(`${ADMIN}cms/pages/${privacyId}/edit/`);
  await expect(desk.getByRole('heading', { level: 1, name: /Politique de confidentialité/ })).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'Titre de la page (h1)*' })).toHaveValue(
    'Politique de confidentialité',
  );
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);

  // The rich text of that paragraph (Draftail): the end of its text, then the sentence.
  const text = desk.getByRole('textbox').filter({ hasText: NOT_SOLD });
  await expect(text).toHaveCount(1);
  await text.click();
  await text.press('Control+End');
  await text.pressSequentially(ADDED);
  // Draftail writes its text into the form's hidden input a moment later.
  await expect.poll(() => draftailSaved(desk, 'courtier en fichiers')).toBe(true);
  await publish(desk);
  await expect.poll(() => privacyHtml(page), { timeout: 5000 }).toContain('courtier en fichiers');
  await page.goto('/politique-confidentialite');
  await expect(page.locator('#finalites')).toContainText(
    `${NOT_SOLD}, et ne sont pas utilisées à des fins publicitaires.${ADDED}`,
  );
  // The rest of the section is as shipped: its table, its caption.
  await expect(page.getByRole('table', { name: 'Finalités des traitements et bases légales' })).toBeVisible();

  await publishFirstRevision(desk, privacyId);
  await expect.poll(() => privacyHtml(page), { timeout: 5000 }).not.toContain('courtier en fichiers');
  await page.goto('/politique-confidentialite');
  await expect(page.locator('#finalites')).toContainText(
    `${NOT_SOLD}, et ne sont pas utilisées à des fins publicitaires.`,
  );
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

test('Marketing opening the cookie policy is told who can change it', async ({ browser }) => {
  const desk = await (await staffContext(browser, marketing)).newPage();
  const answer = await desk.goto(`${ADMIN}cms/pages/${cookiesId}/edit/`);
  expect(answer?.status()).toBe(403);
  await expect(desk.getByText(COOKIES_SENTENCE)).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'Titre de la page (h1)*' })).toHaveCount(0);
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);

  // From the page tree, and from its history: the same sentence.
  await desk.getByRole('link', { name: 'Revenir aux pages du site' }).click();
  await desk.getByRole('link', { name: 'Politique cookies', exact: true }).click();
  await expect(desk.getByText(COOKIES_SENTENCE)).toBeVisible();
  expect((await desk.goto(`${ADMIN}cms/pages/${cookiesId}/history/`))?.status()).toBe(403);
  await expect(desk.getByText(COOKIES_SENTENCE)).toBeVisible();
});
