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
  submitPassword,
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
  const lea = await createStaff('lea', { totp: false, firstName: 'Léa' });
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
  const secret = await page.getByLabel('Code secret à recopier').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  lea.totpSecret = secret;
  // A code with time left in its period (freshTotpCode): made in a period's
  // last instant, it reached the server in the next one and was refused.
  await page.getByLabel("Code de l'authentificateur").fill(await freshTotpCode(lea));
  await page.getByRole('button', { name: 'Activer' }).click();

  // 10 recovery codes, shown once.
  await expect(h1(page, 'Codes de secours')).toBeVisible();
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
  // The codes left, before the dashboard (staff-signin-ways.spec.ts has the rest).
  await expect(page.getByText('Il vous reste 9 codes de secours.')).toBeVisible();
  await page.getByRole('link', { name: "Continuer vers l'espace commercial" }).click();
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();

  // The member's own record and open sessions.
  await page.goto(`${ADMIN}compte/journal/`);
  await expect(page.getByRole('table')).toContainText('Connexion');
  await expectNoA11yViolations(page);
  await page.goto(`${ADMIN}compte/sessions/`);
  await expect(h1(page, /sessions/i)).toBeVisible();
  await expectNoA11yViolations(page);

  // ...and not twice. (That the app's code still signs in after a refused
  // code is staff-signin-ways.spec.ts's, with an account whose app code is
  // unused: here the enrolment took this period's code, and the next one is
  // up to 30 s away.)
  await page.context().clearCookies();
  await submitPassword(page, lea);
  await page.getByLabel('Code').fill(codes[0]);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(h1(page, 'Authentification à deux facteurs')).toBeVisible();
  await expect(page.locator('.errorlist, .errornote').first()).toBeVisible();
});

test('a passkey is enrolled, then signs in with the virtual authenticator', async ({ page }) => {
  test.setTimeout(90_000);
  const hugo = await createStaff('hugo', { totp: false, firstName: 'Hugo' });
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
  await expect(h1(page, 'Codes de secours')).toBeVisible();
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

/** The last staff mail to `to` (the durable queue's row: what the worker sends). */
function lastMailTo(to: string): Promise<{ subject: string; body: string } | null> {
  return django(`import json
from accounts.models import StaffMail
m = StaffMail.objects.filter(to=${JSON.stringify(to)}).order_by("-pk").first()
print(json.dumps(m and {"subject": m.subject, "body": m.body}))`);
}

const linkIn = (body: string, pattern: RegExp): string => {
  const match = body.match(pattern);
  if (!match) throw new Error(`no link in ${body}`);
  return new URL(match[0]).pathname;
};

test('an invitation link works once, and not once 72 hours old', async ({ page, consoleWatch }) => {
  test.setTimeout(120_000);
  // The refusal is a 410 Gone page, which Chromium also logs.
  consoleWatch.allow.push(/status of 410/);
  const email = 'ines@example.com';
  await manage(['add_salesperson', 'ines', '--email', email, '--first-name', 'Inès']);
  const mail = await lastMailTo(email);
  expect(mail?.subject).toBe("Invitation à l'espace commercial");
  expect(mail?.body).toContain('expire dans 72 heures');
  const link = linkIn(mail?.body ?? '', /https?:\/\/\S+\/compte\/invitation\/\S+\//);

  await page.goto(link);
  await expect(h1(page, 'Activer votre compte')).toBeVisible();
  await expectNoA11yViolations(page);
  const password = 'un-lien-qui-ne-sert-qu-une-fois';
  await page.getByLabel('Choisissez un mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  // Straight on to the second factor.
  await expect(h1(page, 'Sécurité de mon compte')).toBeVisible();

  // The same link again: refused, with a way forward.
  await page.context().clearCookies();
  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(h1(page, "Lien d'invitation invalide")).toBeVisible();
  await expectNoA11yViolations(page);

  // A link mailed 73 hours ago (its token carries the time it was made).
  await manage(['add_salesperson', 'jules', '--email', 'jules@example.com']);
  const old = await django<string>(`import json
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils.http import urlsafe_base64_encode
from accounts.invitations import invitation_tokens as t
u = get_user_model().objects.get(username="jules")
sent = t._num_seconds(t._now()) - 73 * 3600
print(json.dumps(reverse("staff_invitation", args=[urlsafe_base64_encode(str(u.pk).encode()), t._make_token_with_timestamp(u, sent, t.secret)])))`);
  const expired = await page.goto(old);
  expect(expired?.status()).toBe(410);
  await expect(h1(page, "Lien d'invitation invalide")).toBeVisible();
  // ...while the fresh one mailed to jules works.
  const fresh = linkIn(
    (await lastMailTo('jules@example.com'))?.body ?? '',
    /https?:\/\/\S+\/compte\/invitation\/\S+\//,
  );
  expect((await page.goto(fresh))?.status()).toBe(200);
});

test('« Mot de passe oublié ? » answers an unknown address like a known one', async ({ page }) => {
  test.setTimeout(90_000); // five axe runs on a loaded machine
  const known = await createStaff('marc', { totp: true });
  const answers: string[] = [];
  for (const email of [known.email, 'personne@example.com']) {
    await page.context().clearCookies();
    await page.goto(LOGIN);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(h1(page, 'Réinitialisation du mot de passe')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Réinitialiser mon mot de passe' }).click();
    await expect(page).toHaveURL(/\/password\/reset\/done\/$/);
    await expectNoA11yViolations(page);
    answers.push(`${page.url()}\n${await page.locator('#content').innerText()}`);
  }
  expect(answers[1]).toBe(answers[0]);
  // Only the known address gets a link; it opens the new-password page.
  expect(await lastMailTo('personne@example.com')).toBeNull();
  const reset = await lastMailTo(known.email);
  const link = linkIn(reset?.body ?? '', /https?:\/\/\S+\/password\/reset\/key\/\S+\//);
  await page.goto(link);
  await expect(h1(page, /mot de passe/i)).toBeVisible();
  await expectNoA11yViolations(page);
});

/**
 * Sessions signed in with the password only, as the Django admin's own login
 * form or a session opened before the factor was added would leave them
 * (accounts/guard.py signs such a session out on its first staff request).
 */
function passwordOnlySessions(username: string, count: number): Promise<string[]> {
  return django<string[]>(`import json, time
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
from django.contrib.sessions.backends.db import SessionStore
u = get_user_model().objects.get(username=${JSON.stringify(username)})
keys = []
for _ in range(${count}):
    s = SessionStore()
    s[SESSION_KEY] = str(u.pk)
    s[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    s[HASH_SESSION_KEY] = u.get_session_auth_hash()
    s["account_authentication_methods"] = [{"method": "password", "at": time.time(), "username": u.username}]
    s.create()
    keys.append(s.session_key)
print(json.dumps(keys))`);
}

test('every staff URL answers a password-only session with the login, never with data', async ({ page }) => {
  test.setTimeout(180_000); // 2 × 15 URLs and their login pages
  const nina = await createStaff('nina', { totp: true });
  const company = `Secret Industries ${Date.now()}`;
  const lead = await django<number>(`import json
from leads.models import Lead
print(json.dumps(Lead.objects.create(context="internet", first_name="Paul", last_name="Leroy",
    company=${JSON.stringify(company)}, email="paul.secret@example.fr", phone="06 12 34 56 78",
    subject="Lead", mail_status="sent").pk))`);
  const urls = [
    ADMIN,
    `${ADMIN}leads/lead/`,
    `${ADMIN}leads/lead/${lead}/change/`,
    `${ADMIN}leads/lead/export/xlsx/`,
    `${ADMIN}reviews/review/`,
    `${ADMIN}cms/`,
    `${ADMIN}cms/pages/`,
    `${ADMIN}cms/images/`,
    `${ADMIN}login/`,
    `${ADMIN}compte/securite/`,
    `${ADMIN}compte/journal/`,
    `${ADMIN}compte/sessions/`,
    `${ADMIN}compte/2fa/`,
    `${ADMIN}compte/2fa/recovery-codes/`,
    `${ADMIN}auth/user/`,
  ];
  const loginAt = new RegExp(`^${LOGIN}\\?next=`);
  const report: string[] = [];
  const check = async (kind: string, url: string) => {
    const response = await page.request.get(url, { maxRedirects: 0 });
    const location = response.headers().location ?? '';
    report.push(`${kind} ${url} → ${response.status()} ${location}`);
    expect(response.status(), `${kind} ${url}`).toBe(302);
    expect(location, `${kind} ${url}`).toMatch(loginAt);
    const landing = await page.request.get(location);
    const text = await landing.text();
    expect(text).toContain('Connexion');
    expect(text).not.toContain(company);
    expect(text).not.toContain('paul.secret@example.fr');
  };

  // 1. A session signed in with the password only (the Django admin's login,
  // or opened before the factor existed): a new one for each URL.
  const keys = await passwordOnlySessions(nina.username, urls.length);
  for (const [index, url] of urls.entries()) {
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'tq_session', value: keys[index], url: STAFF_ORIGIN }]);
    await check('session mot de passe seul', url);
  }
  // 2. A browser that gave the password and stopped at the second-factor step.
  await page.context().clearCookies();
  await submitPassword(page, nina);
  await expect(h1(page, 'Authentification à deux facteurs')).toBeVisible();
  for (const url of urls) await check('étape second facteur', url);
  console.log(`Staff URLs without the second factor:\n${report.join('\n')}`);
  // A new visitor on the Django admin's own (password-only) login: ours.
  await page.context().clearCookies();
  await page.goto(`${ADMIN}login/`);
  await expect(page).toHaveURL(new RegExp(`${LOGIN}\\?next=`));
  await expect(h1(page, 'Connexion')).toBeVisible();
  // The second factor then opens them: the same URLs are real pages.
  await signInStaff(page, nina);
  await expect(h1(page, 'Tableau de bord commercial')).toBeVisible();
  const withFactor: string[] = [];
  for (const url of urls) {
    const response = await page.request.get(url, { maxRedirects: 0 });
    withFactor.push(`${url} → ${response.status()} ${response.headers().location ?? ''}`);
  }
  console.log(`The same URLs with the second factor:\n${withFactor.join('\n')}`);
  const leadPage = await page.request.get(`${ADMIN}leads/lead/${lead}/change/`);
  expect(leadPage.status()).toBe(200);
  expect(await leadPage.text()).toContain(company);
});
