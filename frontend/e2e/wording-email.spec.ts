// One spelling, « e-mail » (issue 19): no « email », « mail » or « courriel »
// in what a visitor reads or hears on any page, in its dialogs, its cookie
// banner views and its form errors. The spec's own messages keep their
// wording (« L'email renseigné ne semble pas valide. », spec §5): they are the
// only exceptions. Addresses and mailto: links are not words and are skipped.
import type { Page } from '@playwright/test';
import routeTable from '../../content/routes.json' with { type: 'json' };
import { expect, scrolledToButton, test, waitForHydration } from './fixtures';
import { banner } from './cookieConsent';

/** Spec §5's wording, kept word for word. */
const SPEC_EXCEPTIONS = ["L'email renseigné ne semble pas valide."];
/** Any other spelling of the word, standalone (« e-mail » and « E-mail » pass). */
const OTHER_SPELLING = /(?<![\p{L}\p{N}@._-])(e?mails?|courriels?)(?![\p{L}\p{N}@-])/giu;

/** Text and accessible strings of the page (what is shown, and what assistive technology reads). */
async function wording(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Hidden text too (closed FAQ answers, other slides): it is shown on demand.
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('script, style, template, noscript')) el.remove();
    const out = [document.title, body.textContent ?? ''];
    for (const el of document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], [title], [alt], [aria-description]',
    )) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="description"], meta[property^="og:"]')) {
      out.push(meta.content);
    }
    return out;
  });
}

/** Every other spelling found, with some context. */
function offences(texts: string[]): string[] {
  const found: string[] = [];
  for (const raw of texts) {
    let text = raw.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
    for (const kept of SPEC_EXCEPTIONS) text = text.split(kept).join(' ');
    for (const match of text.matchAll(OTHER_SPELLING)) {
      found.push(text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' '));
    }
  }
  return found;
}

test('the word checker finds what it should, and lets « e-mail » and the spec pass', () => {
  expect(offences(['Votre email', 'par mail.', 'Emails', 'un courriel'])).toHaveLength(4);
  expect(
    offences(['Votre e-mail', 'E-mail professionnel', 'contact@example.com', 'Gmail', ...SPEC_EXCEPTIONS]),
  ).toEqual([]);
});

test('every page, in every state a visitor meets, says « e-mail »', async ({ page, consoleWatch }) => {
  test.setTimeout(90_000);
  // The unknown page answers 404; the contact form sent with errors gets the API's 400 (spec §4).
  consoleWatch.allow.push(/status of 404/, /status of 400/);
  const found: string[] = [];
  const check = async (where: string) =>
    found.push(...offences(await wording(page)).map((text) => `${where}: ${text}`));
  for (const route of routeTable.routes) {
    const path = route.path;
    await page.goto(path);
    await waitForHydration(page);
    await check(path);
  }
  await page.goto('/page-inconnue');
  await check('404');

  // The cookie banner's two views.
  await page.goto('/contact');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
  await check('cookie banner, Paramétrer');
  await banner(page).getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await check('cookie banner, reopened');
  await banner(page).getByRole('button', { name: 'Refuser' }).click();

  // Every error of the contact form (sent empty, then with a bad address).
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  // The checks run once the form has answered (its sending code loads on first
  // use) and moved the focus to the first field in error: typing before that
  // would land in the field that takes the focus.
  await expect(page.getByRole('textbox', { name: /^Prénom/ })).toBeFocused();
  await check('/contact, errors');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('pas-une-adresse');
  await page.getByRole('textbox', { name: /^E-mail/ }).blur();
  await expect(page.getByText(SPEC_EXCEPTIONS[0]).first()).toBeVisible();
  await check('/contact, invalid address');

  // The review dialog, its errors included.
  await page.goto('/home');
  await waitForHydration(page);
  await (await scrolledToButton(page, 'Laissez-nous un avis')).click();
  const dialog = page.getByRole('dialog', { name: 'Laisser un avis' });
  await dialog.getByRole('button', { name: /Envoyer/ }).click();
  await check('review dialog');

  expect(found).toEqual([]);
});

test('the no-JavaScript error page of /contact says « e-mail » too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Être recontacté par un conseiller' });
  await form.getByLabel(/^E-mail professionnel/).fill('pas-une-adresse');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText(SPEC_EXCEPTIONS[0]).first()).toBeVisible();
  expect(offences(await wording(page))).toEqual([]);
  await context.close();
});
