// Staff sign-in for end-to-end tests: the real django-allauth login with the
// second factor that STAFF_MFA_REQUIRED asks for (the e2e stack keeps it on).
// - createStaff: a salesperson with a password (add_salesperson --noinput)
//   and, unless asked otherwise, a TOTP device whose secret the test knows;
// - totpCode: RFC 6238 (HMAC-SHA1, 30 s, 6 digits) computed here, no dependency;
// - signInStaff / staffContext: password, then the code, on `localhost`:
//   WebAuthn refuses an IP address as relying party, so every staff test runs
//   on http://localhost:<port> (same server as the 127.0.0.1 baseURL).
import { createHmac, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from './fixtures';
import { manage } from './serverDatabase';

/** The e2e stack, by name: the staff pages' origin. */
export const STAFF_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '8765'}`;
export const ADMIN = '/gestion/';
export const LOGIN = `${ADMIN}compte/login/`;

export interface StaffAccount {
  username: string;
  password: string;
  email: string;
  /** Base32 TOTP secret, when the account has an authenticator app. */
  totpSecret?: string;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

export const totpCounter = (at = Date.now()): number => Math.floor(at / 1000 / 30);

/** RFC 6238 TOTP (RFC 4226 dynamic truncation), as authenticator apps compute it. */
export function totpCode(secret: string, counter = totpCounter()): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

// The server refuses a code already used (allauth keeps it for its 30 s
// period): the last counter each account used in this worker.
const lastCounter = new Map<string, number>();
// The server takes the code of its current period only (allauth's
// MFA_TOTP_TOLERANCE is 0): a code made in a period's last instant reached
// it in the next one and was refused (« Code incorrect. », made at
// 14:11:59.9, checked at 14:12:00). Typing it and sending it takes well
// under this, even on a loaded CI machine.
const TOTP_MARGIN_MS = 5_000;

/**
 * A code not used yet by this account, with time left in its period: waits
 * for the next period if needed.
 */
export async function freshTotpCode(account: StaffAccount): Promise<string> {
  if (!account.totpSecret) throw new Error(`${account.username} has no TOTP secret`);
  const spent = lastCounter.get(account.username);
  // Wall-clock time, not the page's: the server checks its own clock.
  const usable = (): boolean => {
    const now = Date.now();
    return totpCounter(now) !== spent && totpCounter(now + TOTP_MARGIN_MS) === totpCounter(now);
  };
  if (!usable()) await expect.poll(usable, { timeout: 31_000, intervals: [100] }).toBe(true);
  const counter = totpCounter();
  lastCounter.set(account.username, counter);
  return totpCode(account.totpSecret, counter);
}

/**
 * A staff member in the Commercial group, with a password; with a TOTP
 * device whose secret the test knows unless `totp: false`.
 */
export async function createStaff(
  username: string,
  options: { totp?: boolean; firstName?: string; lastName?: string } = {},
): Promise<StaffAccount> {
  const account: StaffAccount = {
    username,
    email: `${username}@example.com`,
    password: `vendre-en-toute-confiance-${randomBytes(4).toString('hex')}`,
  };
  await manage(
    [
      'add_salesperson',
      username,
      '--email',
      account.email,
      '--first-name',
      options.firstName ?? username,
      '--last-name',
      options.lastName ?? 'Test',
      '--noinput',
    ],
    { DJANGO_SALESPERSON_PASSWORD: account.password },
  );
  if (options.totp !== false) {
    account.totpSecret = base32Encode(randomBytes(20));
    // What the enrolment page stores (allauth.mfa): the encrypted secret.
    await manage([
      'shell',
      '-v',
      '0',
      '-c',
      `from django.contrib.auth import get_user_model
from allauth.mfa.models import Authenticator
from allauth.mfa.totp.internal.auth import TOTP
user = get_user_model().objects.get(username=${JSON.stringify(username)})
Authenticator.objects.filter(user=user, type="totp").delete()  # a retried spec
TOTP.activate(user, ${JSON.stringify(account.totpSecret)})`,
    ]);
  }
  return account;
}

/** Moves a staff member from the Commercial group to Marketing (the content and page editors). */
export async function moveToMarketing(account: StaffAccount): Promise<void> {
  await manage([
    'shell',
    '-v',
    '0',
    '-c',
    `from django.contrib.auth.models import Group, User
User.objects.get(username=${JSON.stringify(account.username)}).groups.set([Group.objects.get(name="Marketing")])`,
  ]);
}

/** The first step: username and password on the staff login page. */
export async function submitPassword(page: Page, account: StaffAccount, next = ADMIN): Promise<void> {
  await page.goto(`${STAFF_ORIGIN}${LOGIN}?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Nom d'utilisateur").fill(account.username);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
}

/** Password, then the authenticator app's code: the member lands on `next`. */
export async function signInStaff(page: Page, account: StaffAccount, next = ADMIN): Promise<void> {
  await submitPassword(page, account, next);
  await expect(page.getByRole('heading', { level: 1, name: 'Authentification à deux facteurs' })).toBeVisible();
  await page.getByLabel('Code').fill(await freshTotpCode(account));
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page).not.toHaveURL(/\/compte\//);
}

// One sign-in per account and worker: later contexts reuse its session, so a
// spec that opens several browsers does not wait for a new TOTP period.
const signedIn = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

// Staff browsers ask for reduced motion: Wagtail's only motion is the help
// menu's badge, whose box-shadow pings for 25 s after every admin page load,
// repainting each frame (a fifth of a core for an idle edit page); no
// staff test is about motion, and the public pages' own motion is tested with
// visitors' contexts.
const STAFF_BROWSER: BrowserContextOptions = { locale: 'fr-FR', reducedMotion: 'reduce' };

// One context per account, options and worker, its pages closed for each new
// test: the next test of a spec finds Wagtail's admin scripts in its cache,
// already compiled, instead of fetching and compiling them again (a fifth of
// the page editor spec's browser CPU).
const contexts = new Map<string, BrowserContext>();

/** A browser context on STAFF_ORIGIN, signed in as `account` (password + TOTP). */
export async function staffContext(
  browser: Browser,
  account: StaffAccount,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const key = `${account.username} ${JSON.stringify(options)}`;
  const kept = contexts.get(key);
  if (kept && kept.browser() === browser) {
    for (const page of kept.pages()) await page.close();
    return kept;
  }
  let state = signedIn.get(account.username);
  if (!state) {
    const first = await browser.newContext({ ...STAFF_BROWSER, baseURL: STAFF_ORIGIN });
    await signInStaff(await first.newPage(), account);
    state = await first.storageState();
    signedIn.set(account.username, state);
    await first.close();
  }
  const context = await browser.newContext({
    ...STAFF_BROWSER,
    ...options,
    baseURL: STAFF_ORIGIN,
    storageState: state,
  });
  contexts.set(key, context);
  // A test may close it (staff.spec does): the next one gets a new one.
  context.on('close', () => contexts.delete(key));
  return context;
}
