// The lead form refused or failing on the real stack: the invalid-then-sent
// behaviour of spec §4 with the server's messages, and the failure message
// and event when the API is unreachable.
import { expect, expectNoA11yViolations, test } from './fixtures';
import { PAGES, fillContact, leadsOf, openForm, pauseClock } from './leadForms';

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
  expect(await leadsOf(company)).toHaveLength(0);

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
  expect(await leadsOf(company)).toHaveLength(1);
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
