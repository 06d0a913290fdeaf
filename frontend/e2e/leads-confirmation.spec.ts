// A confirmation a person can trust (issue 19, item 3), within spec §4: the
// form resets and « Merci ! » closes after 3000 ms; then a lasting, announced
// confirmation stays beside the submit button, where focus comes back; a send
// by Enter leaves no error on the emptied form; and the same request sent
// again within HTML_FORM_DEDUPE_SECONDS gets the same thanks and stores nothing new.
import { expect, test } from './fixtures';
import { PAGES, fillContact, labelled, leadsOf, openForm, pauseClock } from './leadForms';

const CONTACT = PAGES.find((p) => p.path === '/contact')!;

test('after « Merci ! » a lasting confirmation stays by the button, Enter leaves no error, a second send is one lead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.clock.install();
  const form = await openForm(page, CONTACT);
  const company = `Confirmation ${Date.now()}`;
  async function fillAll() {
    await fillContact(form, company);
    for (const { label, value } of Object.values(CONTACT.extras)) await form.getByLabel(labelled(label)).fill(value);
    await page.clock.fastForward(5000);
  }
  await fillAll();
  await pauseClock(page);
  // Sent with Enter from the e-mail field, as a keyboard user does.
  await form.getByLabel(/^E-mail professionnel/).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Merci !' });
  await expect(dialog).toBeVisible();
  await page.clock.runFor(3000);
  await page.clock.resume();
  await expect(dialog).toBeHidden();

  const submit = form.getByRole('button', { name: CONTACT.submit });
  const lasting = form.getByRole('status').filter({ hasText: 'Demande envoyée.' });
  await expect(lasting).toHaveText('Demande envoyée. Nous revenons vers vous sous 24 h.');
  // Beside the button, on screen, where focus came back.
  await expect(submit).toBeFocused();
  await expect(lasting).toBeInViewport();
  const button = (await submit.boundingBox())!;
  const note = (await lasting.boundingBox())!;
  expect(note.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
  expect(note.y - (button.y + button.height)).toBeLessThan(40);
  // The emptied form shows no error for fields nobody touched since the reset.
  await expect(form.getByLabel(/^E-mail professionnel/)).toHaveValue('');
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.getByText(/est requis/)).toHaveCount(0);

  // The same request again: the same thanks, no second lead.
  await fillAll();
  await expect(lasting).toHaveCount(0); // an edit clears the old confirmation
  await submit.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Votre demande a bien été envoyée. Nous revenons vers vous sous 24 h.');
  expect(await leadsOf(company)).toHaveLength(1);
});
