// Issue 30 (items 2–4), with the words a staff member reads, on the real
// stack (STAFF_MFA_REQUIRED on, http://localhost: staffSignIn.ts):
// - a passkey user: the recovery codes page at enrolment (« Télécharger »,
//   « Imprimer », « Continuer » once ticked), then « Utiliser ma clé d'accès »
//   present (signs in), failing (a bogus signature: the server refuses it) and
//   absent (no credential on this computer: the browser refuses), each said in
//   a visible alert with the code way offered; a recovery code then signs in
//   and « Il vous reste 9 codes de secours » offers a new phone or computer;
// - an authenticator-app user sees no passkey button, signs in with the
//   app's code after a refused one, and « Mot de passe oublié ? » names the
//   staff-support address;
// - an invitation accepted, the factor is set up without « Confirmer l'accès ».
// The passkeys are Chromium's virtual authenticator (DevTools protocol).
// SCREENSHOTS_DIR=/some/folder saves the second-factor pages and the codes page.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { django, manage } from './serverDatabase';
import { LOGIN, STAFF_ORIGIN, createStaff, freshTotpCode, submitPassword, totpCode, totpCounter } from './staffSignIn';

test.use({ baseURL: STAFF_ORIGIN });
test.describe.configure({ mode: 'serial' });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const passkeyButton = (page: Page) => page.getByRole('button', { name: "Utiliser ma clé d'accès" });
const codeField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A username of its own per attempt: a retry (CI) or a repeat meets the accounts already made. */
function fresh(name: string): string {
  const { retry, repeatEachIndex } = test.info();
  return retry || repeatEachIndex ? `${name}${retry}${repeatEachIndex}` : name;
}

/** The pictures of the closing note, only when SCREENSHOTS_DIR asks for them. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

test('a passkey user keeps the codes, then the passkey works, fails, is missing, and a code counts the rest', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const paula = await createStaff(fresh('paula'), { totp: false, firstName: 'Paula' });
  // « Imprimer » opens the browser's print dialog: counted instead (the
  // page's CSP does not apply to Playwright's own script).
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // Enrolment right after the password: no « Confirmer l'accès » in between.
  await submitPassword(page, paula);
  await page.getByRole('link', { name: "Créer une clé d'accès" }).click();
  await expect(h1(page, "Ajouter une clé d'accès")).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter' }).click();

  // The codes, shown once: download, print, and « Continuer » once ticked.
  await expect(h1(page, 'Codes de secours')).toBeVisible();
  const codes = (await page.getByLabel('Vos codes de secours').inputValue()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(next).toBeDisabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`codes-de-secours-${paula.username}.txt`);
  const file = readFileSync(await download.path(), 'utf-8');
  expect(file).toContain(`Codes de secours du compte « ${paula.username} »`);
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole('link', { name: 'Imprimer' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(h1(page, 'Codes de secours')).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'recovery-codes');
  await page.getByLabel("J'ai sauvegardé mes codes de secours").check();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();

  // Present: the passkey first, and it signs in.
  await page.context().clearCookies();
  await submitPassword(page, paula);
  await expect(h1(page, 'Authentification à deux facteurs')).toBeVisible();
  await expect(passkeyButton(page)).toBeVisible();
  await expect(codeField(page, 'Code de secours')).toBeVisible(); // no app on this account
  await expectNoA11yViolations(page);
  await shot(page, 'second-factor-passkey');
  await passkeyButton(page).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();

  // Failing: the key answers with a bad signature; the server says no.
  await page.context().clearCookies();
  await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, isBogusSignature: true });
  await submitPassword(page, paula);
  await passkeyButton(page).click();
  await expect(page.getByRole('alert')).toContainText("La clé d'accès n'a pas été acceptée");
  await expect(codeField(page, 'Code de secours')).toBeVisible();
  await cdp.send('WebAuthn.setResponseOverrideBits', { authenticatorId, isBogusSignature: false });

  // Absent: this computer has no passkey for the account; the browser says no.
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await page.context().clearCookies();
  await submitPassword(page, paula);
  await passkeyButton(page).click();
  const problem = page.locator('#passkey-problem');
  await expect(problem).toHaveAttribute('role', 'alert');
  await expect(problem).toContainText("cet appareil n'a pas de clé d'accès pour ce compte");
  await expect(problem.getByRole('link', { name: 'saisissez un code' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The code way: a recovery code, then how many are left and a new device.
  await codeField(page, 'Code de secours').fill(codes[0]);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(h1(page, 'Connexion avec un code de secours')).toBeVisible();
  await expect(page.getByText('Il vous reste 9 codes de secours.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Créer une clé d'accès sur cet appareil" })).toBeVisible();
  await expect(page.getByRole('link', { name: "Configurer une application d'authentification" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: "Continuer vers l'espace commercial" }).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();
});

test('an app user gets the code field alone; « Mot de passe oublié ? » names whom to write to', async ({ page }) => {
  const tom = await createStaff(fresh('tom'), { firstName: 'Tom' });
  await submitPassword(page, tom);
  await expect(h1(page, 'Authentification à deux facteurs')).toBeVisible();
  await expect(codeField(page, "Code de l'application ou code de secours")).toBeVisible();
  await expect(page.getByText("si vous n'avez pas votre téléphone, l'un de vos codes de secours")).toBeVisible();
  await expect(passkeyButton(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'second-factor-totp');
  // A refused code (an earlier period's) leaves the app's code working.
  const field = codeField(page, "Code de l'application ou code de secours");
  const secret = tom.totpSecret ?? '';
  const now = totpCounter();
  const usable = [now - 1, now, now + 1].map((counter) => totpCode(secret, counter));
  const refused = [now - 2, now - 3].map((counter) => totpCode(secret, counter)).find((code) => !usable.includes(code));
  await field.fill(refused ?? '');
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page.getByText('Code incorrect.')).toBeVisible();
  await field.fill(await freshTotpCode(tom));
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();

  const support = await django<string>(
    'import json\nfrom django.conf import settings\nprint(json.dumps(settings.STAFF_SUPPORT_EMAIL))',
  );
  await page.context().clearCookies();
  await page.goto(LOGIN);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(h1(page, 'Réinitialisation du mot de passe')).toBeVisible();
  await expect(page.getByRole('link', { name: support })).toHaveAttribute('href', `mailto:${support}`);
});

test('an invitation accepted, the second factor is set up without a second password prompt', async ({ page }) => {
  const zoe = fresh('zoe');
  const email = `${zoe}@example.com`;
  await manage(['add_salesperson', zoe, '--email', email, '--first-name', 'Zoé']);
  const body = await django<string>(`import json
from accounts.models import StaffMail
print(json.dumps(StaffMail.objects.filter(to=${JSON.stringify(email)}).latest("pk").body))`);
  const link = body.match(/https?:\/\/\S+\/compte\/invitation\/\S+\//)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname);
  const password = 'un-seul-mot-de-passe-a-l-inscription';
  await page.getByLabel('Choisissez un mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(h1(page, 'Sécurité de mon compte')).toBeVisible();
  await page.getByRole('link', { name: "Configurer une application d'authentification" }).click();
  await expect(h1(page, "Activer l'application d'authentification")).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: "Créer une clé d'accès" }).click();
  await expect(h1(page, "Ajouter une clé d'accès")).toBeVisible();
});
