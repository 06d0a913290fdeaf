// The no-JavaScript error page is the same page, styled (issue 19, item 2):
// on a 375 px phone, /contact sent back with a bad e-mail keeps the site's
// stylesheet (allowed by the same CSP hash as the page), fits the screen and
// keeps the honeypot hidden, as the same form does with JavaScript on.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const PHONE = { width: 375, height: 812 };
// Not committed from here (every run would rewrite them): docs/img holds a copy.
const SHOTS = path.resolve(import.meta.dirname, '../../var/screenshots');

async function fillWithBadEmail(page: Page) {
  const form = page.getByRole('form', { name: 'Être recontacté par un conseiller' });
  await form.getByLabel(/^Prénom/).fill('Léa');
  await form.getByLabel(/^Nom \*$/).fill('Petit');
  await form.getByLabel(/^Entreprise/).fill('Mise En Page SARL');
  await form.getByLabel(/^E-mail professionnel/).fill('pas-un-email');
  await form.getByLabel(/^Objet de votre demande/).fill('Deux lignes fixes');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  return form;
}

async function layout(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The page's own stylesheet applied: the body font is not the browser's default serif.
    font: getComputedStyle(document.body).fontFamily,
  }));
}

test.describe('the /contact error page at 375 px', () => {
  test.use({ viewport: PHONE });

  test('without JavaScript it is styled, fits the screen and hides the honeypot, like with JavaScript', async ({
    browser,
    baseURL,
    page,
    consoleWatch,
  }) => {
    // With JavaScript the form is still sent (spec §4) and refused by the server.
    consoleWatch.allow.push(/status of 400/);
    await page.goto('/contact#formulaire');
    await waitForHydration(page);
    const withJs = await fillWithBadEmail(page);
    await expect(withJs.getByLabel(/^E-mail professionnel/)).toHaveAccessibleDescription(
      "L'email renseigné ne semble pas valide.",
    );
    const scripted = await layout(page);
    await expect(page.locator('input[name="website"]')).toBeHidden();

    // Without JavaScript: the form posted, the page rendered again by the server.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'fr-FR', viewport: PHONE });
    const noJs = await context.newPage();
    const violations: string[] = [];
    noJs.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await noJs.goto('/contact#formulaire');
    const form = await fillWithBadEmail(noJs);
    await expect(noJs).toHaveURL(/\/contact#formulaire$/);
    await expect(form.getByRole('alert')).toContainText("Votre demande n'a pas été envoyée");
    await expect(form.getByLabel(/^E-mail professionnel/)).toHaveAccessibleDescription(
      "L'email renseigné ne semble pas valide.",
    );
    const served = await layout(noJs);
    expect(violations, 'styles blocked by the CSP').toEqual([]);
    expect(served.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(scripted.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(served.font).toBe(scripted.font);
    await expect(noJs.locator('input[name="website"]')).toBeHidden();
    await expect(noJs.getByText('Site web (ne pas remplir)')).toBeHidden();

    // For the closing note: what the visitor sees.
    mkdirSync(SHOTS, { recursive: true });
    await form.scrollIntoViewIfNeeded();
    await noJs.screenshot({ path: path.join(SHOTS, 'nojs-error-375.png') });
    await noJs.screenshot({ path: path.join(SHOTS, 'nojs-error-375-full.png'), fullPage: true });
    await context.close();
  });
});
