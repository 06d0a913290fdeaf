// Every visitor task without JavaScript (issue 10, item 4), and the ALTCHA
// proof of work with it (item 9), on the real stack. What staff would see is
// read from the e2e server's own database (the admin lists the same rows).
import { django } from './serverDatabase';
import { expect, test, waitForHydration } from './fixtures';
import { withoutJavaScript } from './leadForms';

interface StoredLead {
  context: string;
  first_name: string;
  email: string;
  extras: Record<string, string>;
  subject: string;
  page_path: string;
  status: string;
  spam_reason: string;
  check_reason: string;
  mail_status: string;
}

function leadsOf(company: string): Promise<StoredLead[]> {
  return django<StoredLead[]>(
    'import json; from leads.models import Lead; print(json.dumps(list(Lead.objects.filter(company=' +
      JSON.stringify(company) +
      ').values("context", "first_name", "email", "extras", "subject", "page_path", "status", "spam_reason", "check_reason", "mail_status"))))',
  );
}

function reviewsBy(name: string): Promise<{ message: string; status: string; is_spam: boolean }[]> {
  return django(
    'import json; from reviews.models import Review; print(json.dumps(list(Review.objects.filter(name=' +
      JSON.stringify(name) +
      ').values("message", "status", "is_spam"))))',
  );
}

test.describe('without JavaScript', () => {
  test('a lead posted from /connexion lands in the database with its extras', async ({ browser, baseURL }) => {
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/connexion#contact');
    const form = page.getByRole('form', { name: 'Demande de rappel' });
    const submit = form.getByRole('button', { name: 'Recevoir mon devis gratuit' });
    // Not disabled: without JavaScript the button posts the form.
    await expect(submit).toBeEnabled();
    await form.getByLabel(/^Prénom/).fill('Louise');
    await form.getByLabel(/^Nom \*$/).fill('Martin');
    await form.getByLabel(/^Entreprise/).fill('Sans Script SARL');
    await form.getByLabel(/^E-mail professionnel/).fill('louise@sansscript.fr');
    await form.getByLabel(/^Nombre de sites à raccorder/).fill('3');
    await form.getByLabel(/^Adresse du site principal/).fill('12 rue de la Gare, 78190 Trappes');
    await form.getByLabel(/^Message/).fill('Deux agences à relier.');
    await submit.click();

    await expect(page).toHaveURL(/\/connexion\?envoye=demande#contact$/);
    const thanks = page.getByRole('status').filter({ hasText: /Merci\s!/ });
    await expect(thanks).toContainText(/Votre demande a bien été envoyée\. Nous revenons vers vous sous 24\sh\./);

    // Reloading the thank-you page sends nothing again (Post/Redirect/Get).
    await page.reload();
    const leads = await leadsOf('Sans Script SARL');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      context: 'internet',
      first_name: 'Louise',
      email: 'louise@sansscript.fr',
      extras: { sitesCount: '3', address: '12 rue de la Gare, 78190 Trappes' },
      subject: 'Lead internet — Sans Script SARL',
      page_path: '/connexion',
      status: 'nouveau',
    });
    await page.context().close();
  });

  test('a lead posted from /contact lands in the database with its extras', async ({ browser, baseURL }) => {
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/contact#formulaire');
    const form = page.getByRole('form', { name: 'Être recontacté par un conseiller' });
    await form.getByLabel(/^Prénom/).fill('Hugo');
    await form.getByLabel(/^Nom \*$/).fill('Bernard');
    await form.getByLabel(/^Entreprise/).fill('Contact Sans JS');
    await form.getByLabel(/^E-mail professionnel/).fill('hugo@contact-sans-js.fr');
    await form.getByLabel(/^Objet de votre demande/).fill('Standard pour 3 agences');
    await form.getByLabel(/^Taille de l'entreprise/).fill('40');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

    await expect(page).toHaveURL(/\/contact\?envoye=demande#formulaire$/);
    await expect(page.getByRole('status').filter({ hasText: /Merci\s!/ })).toBeVisible();
    const leads = await leadsOf('Contact Sans JS');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      context: 'contact',
      extras: { subject: 'Standard pour 3 agences', companySize: '40' },
      status: 'nouveau',
    });
    await page.context().close();
  });

  test('invalid input comes back with the French messages and the values kept', async ({ browser, baseURL }) => {
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/connexion#contact');
    const form = page.getByRole('form', { name: 'Demande de rappel' });
    await form.getByLabel(/^Nom \*$/).fill('Martin');
    await form.getByLabel(/^Entreprise/).fill('Erreurs SARL');
    await form.getByLabel(/^E-mail professionnel/).fill('pas-un-email');
    await form.getByLabel(/^Nombre de sites à raccorder/).fill('trois');
    await form.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click();

    await expect(page).toHaveURL(/\/connexion#contact$/);
    const again = page.getByRole('form', { name: 'Demande de rappel' });
    await expect(again.getByRole('alert')).toContainText(
      /Votre demande n'a pas été envoyée\s: merci de corriger les champs signalés\./,
    );
    await expect(again.getByLabel(/^Prénom/)).toHaveAccessibleDescription('Le prénom est requis.');
    await expect(again.getByLabel(/^E-mail professionnel/)).toHaveAccessibleDescription(
      "L'email renseigné ne semble pas valide.",
    );
    await expect(again.getByLabel(/^Nombre de sites à raccorder/)).toHaveAccessibleDescription(
      'Indiquez un nombre entier, en chiffres.',
    );
    await expect(again.getByLabel(/^E-mail professionnel/)).toHaveValue('pas-un-email');
    await expect(again.getByLabel(/^Entreprise/)).toHaveValue('Erreurs SARL');
    await expect(again.getByLabel(/^Nombre de sites à raccorder/)).toHaveValue('trois');
    expect(await leadsOf('Erreurs SARL')).toEqual([]);
    await page.context().close();
  });

  test('the review form works', async ({ browser, baseURL }) => {
    const page = await withoutJavaScript(browser, baseURL);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Laissez-nous un avis' }).click();
    await expect(page).toHaveURL(/\/home\?avis=formulaire#laisser-un-avis$/);
    const region = page.getByRole('region', { name: 'Laisser un avis' });
    await region.getByLabel(/^Nom/).fill('Claire Sans-Script');
    await region.getByRole('button', { name: 'Envoyer mon avis' }).click();
    // An empty review: the API's message, the name kept.
    await expect(region.getByLabel(/^Votre avis/)).toHaveAccessibleDescription('Le message est requis.');
    await expect(region.getByLabel(/^Nom/)).toHaveValue('Claire Sans-Script');
    await region.getByLabel(/^Votre avis/).fill('Très bon accompagnement, même sans JavaScript.');
    await region.getByRole('button', { name: 'Envoyer mon avis' }).click();

    await expect(page).toHaveURL(/\/home\?envoye=avis#laisser-un-avis$/);
    await expect(page.getByRole('status').filter({ hasText: /Merci pour votre avis\s!/ })).toBeVisible();
    expect(await reviewsBy('Claire Sans-Script')).toEqual([
      { message: 'Très bon accompagnement, même sans JavaScript.', status: 'attente', is_spam: false },
    ]);
    await page.context().close();
  });
});

test.describe('ALTCHA', () => {
  test('is solved in the background and verified on a real submission', async ({ page }) => {
    const challenges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/altcha/challenge')) challenges.push(request.url());
    });
    await page.clock.install();
    await page.goto('/telephonie#contact');
    await waitForHydration(page);
    expect(challenges, 'nothing is asked before the visitor starts the form').toEqual([]);
    const form = page.getByRole('form', { name: 'Demande de rappel' });
    await form.getByLabel(/^Prénom/).fill('Paul');
    await expect.poll(() => challenges.length).toBe(1);
    await form.getByLabel(/^Nom \*$/).fill('Robert');
    await form.getByLabel(/^Entreprise/).fill('Preuve de Travail SAS');
    await form.getByLabel(/^E-mail professionnel/).fill('paul@preuve.fr');
    // Past the minimum fill time, on the page's clock (no sleep).
    await page.clock.fastForward(3100);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/send'));
    await form.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click();
    const body = (await sent).postDataJSON() as { altcha?: string };
    expect(body.altcha).toMatch(/^[A-Za-z0-9+/=]+$/);
    await expect(page.getByRole('dialog', { name: /Merci\s!/ })).toBeVisible();
    expect(await leadsOf('Preuve de Travail SAS')).toMatchObject([{ status: 'nouveau', spam_reason: '' }]);
  });

  test('a forged solution is stored as spam, not mailed; a missing one is marked « à vérifier »', async ({
    request,
  }) => {
    const body = { context: 'telephonie', firstName: 'Bot', lastName: 'Bot', fillMs: 9000 };
    const forged = await request.post('/api/send', {
      data: { ...body, email: 'bot@robots.example', company: 'Robot Preuve Inventée', altcha: 'e30=' },
    });
    // The bot gets the normal answer and learns nothing.
    expect(await forged.json()).toEqual({ ok: true, error: null, details: null });
    expect(await leadsOf('Robot Preuve Inventée')).toMatchObject([
      { status: 'spam', spam_reason: 'preuve de travail illisible', mail_status: 'skipped' },
    ]);
    // No solution at all is a guess (a challenge that failed to load): the team sees it, flagged.
    const missing = await request.post('/api/send', {
      data: { ...body, email: 'sans-preuve@example.com', company: 'Sans Preuve SARL' },
    });
    expect(await missing.json()).toEqual({ ok: true, error: null, details: null });
    expect(await leadsOf('Sans Preuve SARL')).toMatchObject([
      { status: 'nouveau', spam_reason: '', check_reason: 'preuve de travail absente' },
    ]);
  });
});
