// The lead form on the real stack (gunicorn, SQLite, the mail worker): each
// of the five pages sends what spec §7 says and the server stores it; the
// thank-you dialog and its 3000 ms auto-close; the form in the server HTML.
// Refused and failed submissions: leads-failures.spec.ts.
import { mailAbout } from './serverDatabase';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { PAGES, fillContact, labelled, leadsOf, openForm, pauseClock } from './leadForms';

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
    const stored = await leadsOf(company);
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
