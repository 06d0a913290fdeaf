// Issue 30, items 1 and 5, in the words a salesperson reads: the dashboard
// leads to « Toutes les demandes »; the lead list and the lead page show the
// dashboard's « à rappeler avant … » and « reste … ouvrées »; a number dials
// (tel: to its E.164 form, shown the French way); a number stored before
// numbers were checked is flagged « numéro invalide », with no link. The
// export's first row is checked in staff.spec.ts, which already downloads one.
import { expect, expectNoA11yViolations, test } from './fixtures';
import { manage } from './serverDatabase';
import { ADMIN, createStaff, staffContext } from './staffSignIn';

test('deadlines and phone numbers where the salesperson works', async ({ browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const waiting = `Échéance E2E ${stamp}`;
  const impossible = `Ancien numéro E2E ${stamp}`;
  // Received ten minutes ago: well within the promise, whatever the hour.
  // The second lead's number was stored before numbers were checked.
  await manage([
    'shell',
    '-v',
    '0',
    '-c',
    `from datetime import timedelta
from django.utils import timezone
from leads.models import Lead
for company, phone in [(${JSON.stringify(waiting)}, "+33 (0)1 23 45 67 89"), (${JSON.stringify(impossible)}, "01 30 12 12")]:
    Lead.objects.create(created_at=timezone.now() - timedelta(minutes=10), context="contact", first_name="Marie",
        last_name="Durand", company=company, email="marie@example.fr", phone=phone, subject="Lead", mail_status="sent")`,
  ]);
  const account = await createStaff('diane', { firstName: 'Diane', lastName: 'Roche' });
  const desk = await staffContext(browser, account, { viewport: { width: 1280, height: 900 } });
  const staff = await desk.newPage();

  // The dashboard's way to the whole list.
  await staff.goto(ADMIN);
  await staff.getByRole('link', { name: 'Toutes les demandes', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Demandes de rappel' })).toBeVisible();
  await expect(staff).toHaveURL(new RegExp(`${ADMIN}leads/lead/$`));

  // The list: the deadline and the time left, the number to call or its flag.
  const row = staff.getByRole('row').filter({ hasText: waiting });
  await expect(row).toContainText(/à rappeler avant \S+( \S+)? \d+ h/);
  await expect(row).toContainText(/reste \d+ (h|min)/);
  await expect(row.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
  const flagged = staff.getByRole('row').filter({ hasText: impossible });
  await expect(flagged).toContainText('01 30 12 12 numéro invalide');
  await expect(flagged.getByRole('link', { name: /01 30 12 12/ })).toHaveCount(0);

  // The lead page: the same deadline above the number to call.
  await row.getByRole('link', { name: waiting }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Modification de la demande' })).toBeVisible();
  const due = staff.locator('.field-first_call_due');
  await expect(due).toContainText(/à rappeler avant \S+( \S+)? \d+ h/);
  await expect(due).toContainText(/reste \d+ (h|min)/);
  await expect(staff.getByRole('link', { name: 'Appeler le 01 23 45 67 89' })).toHaveAttribute(
    'href',
    'tel:+33123456789',
  );

  // The flagged lead's page: its number in words, nothing that would ring a stranger.
  await staff.goBack();
  await flagged.getByRole('link', { name: impossible }).click();
  await expect(staff.locator('.field-phone_link')).toContainText('01 30 12 12 numéro invalide : répondre par e-mail');
  await expect(staff.getByRole('link', { name: /Appeler/ })).toHaveCount(0);
  await expectNoA11yViolations(staff);
  await desk.close();
});
