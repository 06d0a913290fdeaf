// Where a lead came from (issue 32, leads/origin.py): the campaign parameters
// of the page the form is sent from and the referring site's domain, with and
// without JavaScript; a lead sent from another page than the one the visitor
// landed on has none, and nothing is written to cookies or storage.
import type { Page } from '@playwright/test';
import { django, mailAbout } from './serverDatabase';
import { expect, test, waitForHydration } from './fixtures';
import { PAGES, fillContact, labelled, withoutJavaScript } from './leadForms';

const CAMPAIGN = 'utm_source=linkedin&utm_medium=social&utm_campaign=salon-it-2027&gclid=EAIaIQob';
const LINKEDIN = 'https://www.linkedin.com/feed/';

interface Origin {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  referrer_domain: string;
}

function originOf(company: string): Promise<Origin[]> {
  return django<Origin[]>(
    'import json; from leads.models import Lead; print(json.dumps(list(Lead.objects.filter(company=' +
      JSON.stringify(company) +
      ').values("utm_source", "utm_medium", "utm_campaign", "referrer_domain"))))',
  );
}

/** Every cookie and stored value the page can see, as one text. */
async function browserStorage(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const storage = await page.evaluate(() =>
    JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]),
  );
  return JSON.stringify(cookies) + storage;
}

const connexion = PAGES.find((target) => target.path === '/connexion')!;
const contact = PAGES.find((target) => target.path === '/contact')!;

test('a lead sent from the campaign page carries its campaign and the referring domain', async ({ page }) => {
  await page.goto(`/connexion?${CAMPAIGN}#contact`, { referer: LINKEDIN });
  await waitForHydration(page);
  const form = page.getByRole('form', { name: connexion.form });
  const company = `E2E campagne ${Date.now()}`;
  await fillContact(form, company);
  for (const { label, value } of Object.values(connexion.extras)) {
    await form.getByLabel(labelled(label)).fill(value);
  }
  await form.getByRole('button', { name: connexion.submit }).click();
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeVisible();

  expect(await originOf(company)).toEqual([
    { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'salon-it-2027', referrer_domain: 'linkedin.com' },
  ]);
  await expect.poll(() => mailAbout(company), { timeout: 15_000 }).toBeTruthy();
  expect(mailAbout(company)).toContain(
    'Origine : campagne salon-it-2027, source linkedin, support social, venu de linkedin.com.',
  );
  expect(mailAbout(company)).not.toContain('EAIaIQob');
  const stored = await browserStorage(page);
  expect(stored).not.toMatch(/salon-it-2027|linkedin/);
});

test('a lead sent from another page than the campaign one has no campaign, and nothing was stored', async ({
  page,
}) => {
  await page.goto(`/telephonie?${CAMPAIGN}`, { referer: LINKEDIN });
  await waitForHydration(page);
  // On to /contact inside the site: a client-side navigation.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.getByRole('form', { name: contact.form });
  const company = `E2E autre page ${Date.now()}`;
  await fillContact(form, company);
  for (const { label, value } of Object.values(contact.extras)) {
    await form.getByLabel(labelled(label)).fill(value);
  }
  await form.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('dialog', { name: 'Merci !' })).toBeVisible();

  expect(await originOf(company)).toEqual([{ utm_source: '', utm_medium: '', utm_campaign: '', referrer_domain: '' }]);
  expect(await browserStorage(page)).not.toMatch(/salon-it-2027|linkedin/);
});

test('without JavaScript, the form post carries the campaign of its own page', async ({ browser, baseURL }) => {
  const page = await withoutJavaScript(browser, baseURL);
  await page.goto(`/connexion?${CAMPAIGN}#contact`, { referer: LINKEDIN });
  const form = page.getByRole('form', { name: connexion.form });
  const company = `E2E campagne sans script ${Date.now()}`;
  await fillContact(form, company);
  await form.getByLabel(/^Adresse du site principal/).fill('12 rue de la Gare, 78190 Trappes');
  for (const { label, value } of Object.values(connexion.extras)) {
    await form.getByLabel(labelled(label)).fill(value);
  }
  await form.getByRole('button', { name: connexion.submit }).click();
  await expect(page).toHaveURL(/\/connexion\?envoye=demande#contact$/);

  // The referring site is not known here: it would have to be kept from
  // the page's arrival (leads/origin.py, docs/departures.md).
  expect(await originOf(company)).toEqual([
    { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'salon-it-2027', referrer_domain: '' },
  ]);
  expect(await browserStorage(page)).not.toMatch(/salon-it-2027|linkedin/);
  await page.context().close();
});
