// The lead form on the real stack (gunicorn, SQLite, the mail worker): each
// of the five pages sends what spec §7 says and the server stores it; the
// thank-you dialog and its 3000 ms auto-close; the invalid-then-sent
// behaviour of spec §4; the failure message when the API is unreachable.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { django, STATE } from './serverDatabase';
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';

interface StoredLead {
  context: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  extras: Record<string, string>;
  subject: string;
  page_path: string;
  status: string;
}

function leadsOf(company: string): StoredLead[] {
  return django<StoredLead[]>(
    'import json; from leads.models import Lead; print(json.dumps(list(Lead.objects.filter(company=' +
      JSON.stringify(company) +
      ').values("context", "first_name", "last_name", "company", "email", "phone", "message", "extras", "subject", "page_path", "status"))))',
  );
}

/** The notification the worker wrote with the file mail backend, if any. */
function mailAbout(company: string): string | undefined {
  const dir = path.join(STATE, 'mail');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), 'utf-8'))
    .find((text) => text.includes(`Entreprise : ${company}`));
}

interface PageCase {
  path: string;
  context: string;
  submit: string;
  /** Accessible name of the form. */
  form: string;
  extras: Record<string, { label: string; value: string }>;
  /** Expected §7 message. */
  message: string;
}

const PAGES: PageCase[] = [
  {
    path: '/telephonie',
    context: 'telephonie',
    submit: 'Recevoir mon devis gratuit',
    form: 'Demande de rappel',
    extras: {},
    message: 'Message: Nous avons 12 postes.',
  },
  {
    path: '/connexion',
    context: 'internet',
    submit: 'Recevoir mon devis gratuit',
    form: 'Demande de rappel',
    extras: {
      sitesCount: { label: 'Nombre de sites à raccorder', value: '3' },
      needBackup: { label: "Besoin d'un secours 4G/5G", value: 'oui' },
    },
    message: "Message: Nous avons 12 postes.\nNombre de sites à raccorder: 3\nBesoin d'un secours 4G/5G: oui",
  },
  {
    path: '/infogerance',
    context: 'infogerance',
    submit: 'Recevoir mon devis gratuit',
    form: 'Demande de rappel',
    extras: {
      sitesCount: { label: 'Nombre de sites', value: '2' },
      usersCount: { label: "Nombre d'utilisateurs", value: '15' },
    },
    message: "Message: Nous avons 12 postes.\nNombre d'utilisateurs: 15\nNombre de sites: 2",
  },
  {
    path: '/cybersecurite',
    context: 'cyber',
    submit: 'Recevoir mon devis gratuit',
    form: 'Demande de rappel',
    extras: { urgency: { label: 'Urgence', value: 'Audit avant la fin du trimestre' } },
    message: 'Message: Nous avons 12 postes.\nUrgence: Audit avant la fin du trimestre',
  },
  {
    path: '/contact',
    context: 'contact',
    submit: 'Envoyer ma demande',
    form: 'Être recontacté par un conseiller',
    extras: {
      subject: { label: 'Objet de votre demande', value: 'Moderniser la téléphonie de nos 3 agences' },
      companySize: { label: "Taille de l'entreprise", value: '40' },
    },
    message:
      "Message: Nous avons 12 postes.\nObjet de votre demande: Moderniser la téléphonie de nos 3 agences\nTaille de l'entreprise: 40",
  },
];

async function openForm(page: Page, target: PageCase): Promise<Locator> {
  await page.goto(`${target.path}#contact`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: target.form });
  await expect(form.getByRole('button', { name: target.submit })).toBeEnabled();
  return form;
}

/** A label, whether or not its required-field asterisk is counted. */
function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** Stops the page clock (a little ahead), so that timers move only with runFor. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

async function fillContact(form: Locator, company: string) {
  await form.getByLabel(/^Prénom( \*)?$/).fill('Marie');
  await form.getByLabel(/^Nom( \*)?$/).fill('Durand');
  await form.getByLabel(/^Entreprise( \*)?$/).fill(company);
  await form.getByLabel('E-mail professionnel').fill('marie.durand@example.com');
  await form.getByLabel('Téléphone').fill('01 23 45 67 89');
  await form.getByLabel('Message').fill('Nous avons 12 postes.');
}

for (const target of PAGES) {
  test(`${target.path}: the lead reaches the server, then the thank-you dialog closes after 3000 ms`, async ({
    page,
  }) => {
    await page.clock.install();
    const form = await openForm(page, target);
    await expect(form).toHaveAttribute('novalidate', '');
    const company = `E2E ${target.context} ${Date.now()}`;
    await fillContact(form, company);
    for (const { label, value } of Object.values(target.extras)) {
      await form.getByLabel(labelled(label)).fill(value);
    }
    // A person takes more than the minimum fill time. Then the clock stops:
    // the dialog's 3000 ms timer only moves with runFor.
    await page.clock.fastForward(5000);
    await pauseClock(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/send') && r.method() === 'POST');
    await form.getByRole('button', { name: target.submit }).click();
    const sent = (await request).postDataJSON();
    expect(sent).toMatchObject({
      name: 'Marie Durand',
      email: 'marie.durand@example.com',
      subject: `Lead ${target.context} — ${company}`,
      message: target.message,
      phone: '01 23 45 67 89',
      company,
      locale: 'fr-FR',
      context: target.context,
      firstName: 'Marie',
      lastName: 'Durand',
      page: target.path,
    });
    expect(sent).not.toHaveProperty('recaptchaToken');

    const dialog = page.getByRole('dialog', { name: 'Merci !' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Votre demande a bien été envoyée. Nous revenons vers vous sous 24 h.');
    await expect(dialog).toContainText('Fermeture automatique…');
    // The form was reset behind the dialog.
    await expect(form.getByLabel(/^Entreprise( \*)?$/)).toHaveValue('');
    await page.clock.runFor(2999);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(dialog).toBeHidden();
    // Closed on its own, the dialog gives focus back to the button that opened it.
    await expect(form.getByRole('button', { name: target.submit })).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);

    // What the server stored, read from its database.
    const stored = leadsOf(company);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      context: target.context,
      first_name: 'Marie',
      last_name: 'Durand',
      email: 'marie.durand@example.com',
      phone: '01 23 45 67 89',
      message: 'Nous avons 12 postes.',
      subject: `Lead ${target.context} — ${company}`,
      page_path: target.path,
      status: 'nouveau',
      extras: Object.fromEntries(Object.entries(target.extras).map(([key, { value }]) => [key, value])),
    });
    // And the worker mailed the sales address (file backend under var/e2e-<port>/mail).
    await expect.poll(() => mailAbout(company), { timeout: 15_000 }).toBeTruthy();
    const mail = mailAbout(company)!;
    expect(mail).toContain('To: commercial@example.com');
    expect(mail).toContain('Reply-To: marie.durand@example.com');
  });
}

test('an invalid form is marked and still sent; the server refuses it; corrected, it goes through', async ({
  page,
  consoleWatch,
}) => {
  // Chromium logs the refused request itself.
  consoleWatch.allow.push(/status of 400/);
  await page.clock.install();
  const target = PAGES[4];
  const form = await openForm(page, target);
  const company = `E2E invalide ${Date.now()}`;
  await form.getByLabel(/^Nom( \*)?$/).fill('Durand');
  await form.getByLabel(/^Entreprise( \*)?$/).fill(company);
  await form.getByLabel('E-mail professionnel').fill('marie@exemple');
  await form.getByLabel('Téléphone').fill('12');
  await page.clock.fastForward(5000);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/send'));
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  // Every field is touched at once: the client's messages show...
  await expect(form.getByText("L'email renseigné ne semble pas valide.")).toBeVisible();
  await expect(form.getByText('Le téléphone renseigné ne semble pas valide.')).toBeVisible();
  // ...and the request is still sent (spec §4); the server answers per field.
  const response = await refused;
  expect(response.status()).toBe(400);
  expect((await response.json()).details).toMatchObject({
    firstName: 'Le prénom est requis.',
    email: "L'email renseigné ne semble pas valide.",
    phone: 'Le téléphone renseigné ne semble pas valide.',
    'extras.subject': "L'objet de votre demande est requis.",
  });
  await expect(form.getByRole('alert')).toContainText('merci de corriger les champs signalés');
  await expect(form.getByRole('alert').getByRole('link', { name: '01 99 00 12 34' })).toBeVisible();
  const firstName = form.getByLabel(/^Prénom( \*)?$/);
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Le prénom est requis.')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(leadsOf(company)).toHaveLength(0);

  await firstName.fill('Marie');
  await form.getByLabel('E-mail professionnel').fill('marie@exemple.fr');
  await form.getByLabel('Téléphone').fill('');
  await form.getByLabel(/^Objet de votre demande/).fill('Un devis fibre');
  await pauseClock(page);
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeVisible();
  // Playwright's click waits for animation frames, stopped with the clock.
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeHidden();
  await expect(form.getByRole('button', { name: 'Envoyer ma demande' })).toBeFocused();
  expect(leadsOf(company)).toHaveLength(1);
});

test('API unreachable: failure event, and an alert giving the phone number', async ({ page, consoleWatch }) => {
  consoleWatch.allow.push(/Failed to load resource/);
  let attempts = 0;
  await page.route('**/api/send', (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });
  const target = PAGES[0];
  const form = await openForm(page, target);
  await page.evaluate(() => {
    const w = window as unknown as { __leadFailures: unknown[] };
    w.__leadFailures = [];
    window.addEventListener('tq-lead-failure', (event) => w.__leadFailures.push((event as CustomEvent).detail));
  });
  await fillContact(form, `E2E hors ligne ${Date.now()}`);
  await form.getByRole('button', { name: target.submit }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText("Votre demande n'a pas pu être envoyée.", { timeout: 10_000 });
  await expect(alert.getByRole('link', { name: '01 99 00 12 34' })).toHaveAttribute('href', 'tel:+33199001234');
  // The first try and 2 retries (spec §7).
  expect(attempts).toBe(3);
  const failures = await page.evaluate(() => (window as unknown as { __leadFailures: unknown[] }).__leadFailures);
  expect(failures).toEqual([{ context: 'telephonie', status: 0, code: 'network_or_http_error', details: null }]);
  // Nothing is lost: the visitor's input is still there to send again.
  await expect(form.getByLabel(/^Prénom( \*)?$/)).toHaveValue('Marie');
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the thank-you dialog passes axe', async ({ page }) => {
  await page.clock.install();
  const target = PAGES[1];
  const form = await openForm(page, target);
  await fillContact(form, `E2E axe ${Date.now()}`);
  await page.clock.fastForward(5000);
  await pauseClock(page);
  await form.getByRole('button', { name: target.submit }).click();
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeVisible();
  // axe schedules its work with timers: move the stopped clock a millisecond
  // at a time while it runs, far from the dialog's 3000 ms.
  let done = false;
  let failure: unknown = null;
  const analysis = expectNoA11yViolations(page)
    .catch((error: unknown) => {
      failure = error;
    })
    .finally(() => {
      done = true;
    });
  for (let ms = 0; !done && ms < 2000; ms += 1) {
    // axe finishes its run in a blank page of its own: a runFor that meets
    // that page closing fails harmlessly.
    await page.clock.runFor(1).catch(() => undefined);
  }
  await analysis;
  if (failure) throw failure;
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeVisible();
});

test('before hydration the server HTML has the form with its labels, and its button posts it (no JavaScript needed)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Être recontacté par un conseiller' });
  await expect(form.getByLabel(/^Objet de votre demande/)).toBeVisible();
  // The no-JavaScript path itself: forms-nojs.spec.ts.
  await expect(form.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/contact#formulaire');
  await context.close();
});
