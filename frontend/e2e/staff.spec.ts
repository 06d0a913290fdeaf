// The sales workspace as a salesperson (Commercial group) sees it: a lead
// sent from the site appears on the dashboard in "à traiter"; its page has a
// tel: link; "Contacté" with a note writes a history line; the list exports
// to XLSX. axe checks the dashboard and the lead page. Screenshots of both
// are saved under var/screenshots/ (not committed). The salesperson signs in
// with a password and a TOTP code, on localhost (staffSignIn.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';
import { STATE, django, manage } from './serverDatabase';
import { type StaffAccount, createStaff, staffContext } from './staffSignIn';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCREENSHOTS = path.join(ROOT, 'var', 'screenshots');
const ADMIN = '/gestion/';
let claire: StaffAccount;

// Older leads, so that the dashboard has a chart and leads at every stage of
// the promise: received 1, 3, 6 and 12 days ago, one already contacted.
const SEED = `
from datetime import timedelta
from django.utils import timezone
from leads.models import Lead
now = timezone.now()
for days, company, status in [(1, "Boulangeries Maréchal", "nouveau"), (3, "Cabinet Roux", "nouveau"),
        (6, "Transports Weber", "contacte"), (12, "Clinique du Parc", "qualifie")]:
    Lead.objects.create(created_at=now - timedelta(days=days), context="internet", first_name="Paul",
        last_name="Leroy", company=company, email="paul@example.fr", phone="06 12 34 56 78",
        subject="Lead", status=status, mail_status="sent")
`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  claire = await createStaff('claire', { firstName: 'Claire', lastName: 'Martin' });
  await manage(['shell', '-v', '0', '-c', SEED]);
});

async function sendLead(page: Page, company: string, phone: string) {
  await page.clock.install();
  await page.goto('/connexion#contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Demande de rappel' });
  await form.getByLabel(/^Prénom( \*)?$/).fill('Marie');
  await form.getByLabel(/^Nom( \*)?$/).fill('Durand');
  await form.getByLabel(/^Entreprise( \*)?$/).fill(company);
  await form.getByLabel('E-mail professionnel').fill('marie.durand@example.com');
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByLabel('Message').fill('Nous avons 12 postes.');
  // A person takes more than the minimum fill time (fake clock, no sleep).
  await page.clock.fastForward(5000);
  await form.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click();
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeVisible();
}

/** The salesperson's own browser, signed in (password + TOTP), on the dashboard. */
async function logIn(browser: Browser, options: BrowserContextOptions = {}) {
  const desk = await staffContext(browser, claire, options);
  const staff = await desk.newPage();
  await staff.goto(ADMIN);
  await expect(staff.getByRole('heading', { level: 1, name: 'Tableau de bord commercial' })).toBeVisible();
  return { desk, staff };
}

test('a salesperson calls back a lead just sent, notes the call and exports the list', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const company = `Fromagerie E2E ${stamp}`;
  // A number of its own (other specs share the database), typed the French way…
  const pairs = String(stamp).slice(-8).match(/../g) ?? [];
  const phone = `04 ${pairs.join(' ')}`;
  await sendLead(page, company, phone);

  // The salesperson works in a browser of their own (axe needs a context).
  const { desk, staff } = await logIn(browser, { viewport: { width: 1280, height: 900 } });
  mkdirSync(SCREENSHOTS, { recursive: true });

  // The dashboard: the new lead is in "à traiter", nothing technical is shown.
  const todo = staff.getByRole('region', { name: /À traiter/ });
  const row = todo.getByRole('row').filter({ hasText: company });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Internet & Connectivité');
  // The promise in its own terms: the deadline on the business clock, the time left, the e-mail.
  await expect(row).toContainText(/à rappeler avant \S+( \S+)? \d+ h/);
  await expect(row).toContainText(/reste \d+ (h|min)/);
  await expect(row.getByRole('link', { name: 'marie.durand@example.com' })).toBeVisible();
  await expect(staff.getByRole('img', { name: /Demandes reçues par jour/ })).toBeVisible();
  await expect(staff.getByText('Administration technique')).toHaveCount(0);
  await expectNoA11yViolations(staff);
  await staff.screenshot({ path: path.join(SCREENSHOTS, 'dashboard.png'), fullPage: true });

  // The lead page: call, then record the call.
  await row.getByRole('link', { name: company }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Modification de la demande' })).toBeVisible();
  await expect(staff.getByRole('link', { name: `Appeler le ${phone}` })).toHaveAttribute(
    'href',
    `tel:+334${pairs.join('')}`,
  );
  await expect(staff.getByRole('link', { name: 'marie.durand@example.com' })).toHaveAttribute(
    'href',
    'mailto:marie.durand@example.com',
  );
  await expectNoA11yViolations(staff);
  await staff.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Contacté' });
  await staff
    .getByRole('textbox', { name: "Note sur l'appel" })
    .fill('Rappel fait : devis fibre pour 2 sites, relancer lundi.');
  await staff.getByRole('button', { name: 'Enregistrer et continuer les modifications' }).click();
  await expect(staff.locator('.messagelist')).toContainText('modifié');
  const history = staff.getByRole('table').filter({ hasText: 'Ancien statut' });
  const line = history.getByRole('row').filter({ hasText: 'Rappel fait' });
  await expect(line).toContainText('Nouveau');
  await expect(line).toContainText('Contacté');
  await expect(line).toContainText('Claire Martin');
  await expect(staff.locator('.field-last_contact_at .readonly')).not.toHaveText('-');
  await staff.screenshot({ path: path.join(SCREENSHOTS, 'lead.png'), fullPage: true });

  // Back on the dashboard, the lead has left "à traiter".
  await staff.goto(ADMIN);
  await expect(staff.getByRole('region', { name: /À traiter/ })).not.toContainText(company);

  // The list, searched by phone as typed another way, exported to XLSX.
  await staff.goto(`${ADMIN}leads/lead/`);
  // …and searched the international way.
  await staff.locator('#searchbar').fill(`+33 4 ${pairs.join(' ')}`);
  await staff.locator('#searchbar').press('Enter');
  await expect(staff.getByRole('link', { name: company })).toBeVisible();
  // Every column fits the 1280 px screen, "Notification" (the last) included.
  const lastColumn = await staff.getByRole('columnheader', { name: 'Notification' }).boundingBox();
  expect((lastColumn?.x ?? 0) + (lastColumn?.width ?? 0)).toBeLessThanOrEqual(1280);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await staff.screenshot({ path: path.join(SCREENSHOTS, 'lead-list.png') });
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Exporter la liste (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^demandes-\d{8}-\d{4}\.xlsx$/);
  const saved = path.join(STATE, 'export.xlsx');
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  const cells = await django<unknown[][]>(
    `import json, openpyxl; s = openpyxl.load_workbook(${JSON.stringify(saved)}).active; print(json.dumps([[c.value for c in r][5:8] for r in s.iter_rows(min_row=3)]))`,
  );
  expect(cells).toEqual([[company, 'marie.durand@example.com', phone]]);
  // Its first row says what the file holds: the search, and how many leads.
  const summary = await django<string>(
    `import json, openpyxl; print(json.dumps(openpyxl.load_workbook(${JSON.stringify(saved)}).active["A1"].value))`,
  );
  expect(summary).toBe(`Filtre : recherche = « +33 4 ${pairs.join(' ')} » — 1 demande`);
  await desk.close();
});

test('on a phone (375 px) the dashboard fits, a follow-up set on a lead is listed, spam is one click away', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const company = `Relance E2E ${Date.now()}`;
  await manage([
    'shell',
    '-v',
    '0',
    '-c',
    `from leads.models import Lead
Lead.objects.create(context="contact", first_name="Nina", last_name="Blanc", company=${JSON.stringify(company)},
    email="nina.blanc@example.com", phone="", subject="Lead", mail_status="sent")
Lead.objects.create(context="contact", first_name="Bot", last_name="Bot", company=${JSON.stringify(`${company} spam`)},
    email="bot@example.com", subject="Lead", status="spam", spam_reason="champ piège rempli", mail_status="skipped")`,
  ]);
  const { desk, staff } = await logIn(browser, { viewport: { width: 375, height: 812 }, isMobile: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const todo = staff.getByRole('region', { name: /À traiter/ });
  const row = todo.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('sans téléphone');
  await expect(row.getByRole('link', { name: 'nina.blanc@example.com' })).toBeVisible();
  await expect(todo).toContainText('« Rappel sous 24 h » se compte en heures ouvrées');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // « Rappeler mardi 14 h » becomes a follow-up: today, 1 minute ago, so it is listed as overdue.
  await row.getByRole('link', { name: company }).click();
  const when = await staff.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await staff.getByLabel('Prochaine action le').fill(when);
  await staff.getByRole('textbox', { name: /^Prochaine action\s*:?$/ }).fill('Rappeler pour le devis');
  await staff.getByRole('button', { name: 'Enregistrer et continuer les modifications' }).click();
  await expect(staff.locator('.messagelist')).toContainText('modifié');
  // One crumb for the list, not « Demandes de rappel › Demandes de rappel ».
  await expect(staff.locator('.breadcrumbs')).toHaveText(/^\s*Accueil\s*›\s*Demandes de rappel\s*›/);

  await staff.goto(ADMIN);
  const followUps = staff.getByRole('region', { name: /Relances du jour et en retard/ });
  await expect(followUps.getByRole('listitem').filter({ hasText: company })).toContainText('(en retard) — ');
  await expect(followUps).toContainText('Rappeler pour le devis');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await staff.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-375.png'), fullPage: true });

  // Spam stays visible, and one click puts a lead back.
  const spam = staff.getByRole('region', { name: /Filtrées comme spam/ });
  const caught = spam.getByRole('listitem').filter({ hasText: `${company} spam` });
  await expect(caught).toContainText('champ piège rempli');
  await caught.getByRole('button', { name: "Ce n'est pas du spam" }).click();
  await expect(staff.locator('.messagelist')).toContainText('remise en « Nouveau »');
  await expect(staff.getByRole('region', { name: /À traiter/ })).toContainText(`${company} spam`);
  await desk.close();
});

test('the lead list offers only the status changes the workflow allows', async ({ browser }) => {
  const { desk, staff } = await logIn(browser);
  await staff.goto(`${ADMIN}leads/lead/?status__exact=nouveau`);
  const actions = staff.locator('select[name="action"] option');
  await expect(actions).toContainText(['Passer en « Contacté »']);
  await expect(staff.locator('select[name="action"]')).not.toContainText('Passer en « Qualifié »');
  await staff.goto(`${ADMIN}leads/lead/`);
  await expect(staff.locator('select[name="action"]')).not.toContainText('Passer en');
  await expect(staff.getByText("filtrez d'abord par statut")).toBeVisible();
  await expect(staff.locator('.breadcrumbs')).toHaveText(/^\s*Accueil\s*›\s*Demandes de rappel\s*$/);
  await desk.close();
});

test('a salesperson is refused the users and the task queue', async ({ browser }) => {
  const { desk, staff } = await logIn(browser);
  for (const target of ['auth/user/', 'django_tasks_database/dbtaskresult/']) {
    const response = await staff.goto(`${ADMIN}${target}`);
    expect(response?.status()).toBe(403);
  }
  await desk.close();
});
