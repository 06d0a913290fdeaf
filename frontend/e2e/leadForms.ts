// Shared by the lead form specs (leads*.spec.ts): the five pages with their
// form, extra fields and expected §7 message, filling and opening the form,
// and the leads the server stored.
import type { Browser, Locator, Page } from '@playwright/test';
import { django } from './serverDatabase';
import { expect, waitForHydration } from './fixtures';

export interface StoredLead {
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

export function leadsOf(company: string): Promise<StoredLead[]> {
  return django<StoredLead[]>(
    'import json; from leads.models import Lead; print(json.dumps(list(Lead.objects.filter(company=' +
      JSON.stringify(company) +
      ').values("context", "first_name", "last_name", "company", "email", "phone", "message", "extras", "subject", "page_path", "status"))))',
  );
}

export interface PageCase {
  path: string;
  context: string;
  submit: string;
  /** Accessible name of the form. */
  form: string;
  extras: Record<string, { label: string; value: string }>;
  /** Expected §7 message. */
  message: string;
}

export const PAGES: PageCase[] = [
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

export async function openForm(page: Page, target: PageCase): Promise<Locator> {
  await page.goto(`${target.path}#contact`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: target.form });
  await expect(form.getByRole('button', { name: target.submit })).toBeEnabled();
  return form;
}

/** A label, whether or not its required-field asterisk is counted. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** Stops the page clock (a little ahead), so that timers move only with runFor. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

export async function fillContact(form: Locator, company: string) {
  await form.getByLabel(/^Prénom( \*)?$/).fill('Marie');
  await form.getByLabel(/^Nom( \*)?$/).fill('Durand');
  await form.getByLabel(/^Entreprise( \*)?$/).fill(company);
  await form.getByLabel('E-mail professionnel').fill('marie.durand@example.com');
  await form.getByLabel('Téléphone').fill('01 23 45 67 89');
  await form.getByLabel('Message').fill('Nous avons 12 postes.');
}

/** A page with JavaScript switched off, as some prospects browse (French, on the e2e stack). */
export async function withoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'fr-FR' });
  return context.newPage();
}
