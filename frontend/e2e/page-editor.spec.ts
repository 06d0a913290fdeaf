// The page editor (Wagtail, cms/) as the marketing team uses it (issue 31): a
// Marketing member edits the hero title and an FAQ answer of /telephonie, sees
// them in the preview (noindex) and publishes them: /telephonie and
// /assets/data/faq_voip.json show them within 2 s; the shipped text comes back from the first revision; a
// salesperson is refused and offered no menu; axe passes on the editor's pages.
// The testimonials (cms/testimonials.py) are tested here too, not in a spec of
// their own: they are edited on the same page, and specs run side by side, so
// one spec restoring /telephonie's first revision would undo the other's
// publication between its publish and its check. So is a testimonial's photo:
// uploaded from the chooser, shown as AVIF and WebP with its size, and gone
// again with the first revision.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';
import { django, manage } from './serverDatabase';
import { EDITOR_PAGE, openedFirstBlock, pageIdOf, publish } from './pageEditor';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const ANSWER = 'Oui : vos numéros fixes, vos SDA et votre numéro de standard sont conservés, sans coupure.';
const SHOWN = 'vos numéros fixes, vos SDA et votre numéro de standard';
const TITLE = 'La téléphonie qui suit vos équipes, partout en France';
let marketing: StaffAccount;
let salesperson: StaffAccount;
let pageId: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// A step that cannot happen fails in 15 s, naming itself, not at the test's timeout.
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  // Names no other spec uses: specs run side by side, and each sets its
  // accounts' groups.
  marketing = await createStaff('mathilde', { firstName: 'Mathilde', lastName: 'Roux' });
  salesperson = await createStaff('bruno', { firstName: 'Bruno', lastName: 'Petit' });
  await moveToMarketing(marketing);
  pageId = await pageIdOf('OfferPage', 'telephonie');
  await withoutPortrait();
});

test.afterAll(withoutPortrait);

/** Every Content-Security-Policy refusal the editor's pages meet. */
function cspRefusals(desk: Page): string[] {
  const refused: string[] = [];
  desk.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const SEO_TITLE = 'Standard VoIP hébergé en France pour les PME';

/** The <title> and og:title of a page's server-rendered HTML. */
async function headTitles(page: Page, path: string): Promise<[string, string]> {
  const html = await (await page.request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const og = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return [title, og].map((text) => text.replace(/&#x27;/g, "'").replace(/[\u00a0\u202f]/g, ' ')) as [string, string];
}

async function firstAnswer(page: Page): Promise<string> {
  const response = await page.request.get('/assets/data/faq_voip.json');
  return ((await response.json()) as { items: { answer: string }[] }).items[0].answer;
}

test('Marketing edits an FAQ answer and the title for search engines, previews them and publishes them', async ({
  browser,
  page,
}) => {
  const desk = await (await staffContext(browser, marketing)).newPage();
  const refused = cspRefusals(desk);
  await desk.goto(ADMIN);
  await desk.getByRole('link', { name: 'Pages du site' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: /Site TQ Télécom/ })).toBeVisible();
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  await desk.getByRole('link', { name: 'Téléphonie VoIP', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: /Téléphonie VoIP/ })).toBeVisible();
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  const shipped = await firstAnswer(page);

  await desk.getByRole('textbox', { name: 'Titre de la page (h1)*' }).fill(TITLE);
  // The questions are closed, each showing its question: the first one opened.
  const question = await openedFirstBlock(desk, 'Question');
  await question.getByRole('textbox', { name: 'Réponse*' }).fill(ANSWER);
  await desk.getByRole('button', { name: 'Afficher/masquer la prévisualisation' }).click();
  const preview = desk.frameLocator('iframe[title]').first();
  // (French typography puts a no-break space before the colon.)
  await expect(preview.getByText(SHOWN).first()).toBeAttached({ timeout: 15_000 });
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await firstAnswer(page)).toBe(shipped);
  // The « Promotion » tab: the title after « TQ Télécom | », 70 characters at most.
  await desk.getByRole('tab', { name: 'Promotion' }).click();
  const seoTitle = desk.getByRole('textbox', { name: 'Titre de la page', exact: true });
  await expect(seoTitle).toHaveAttribute('maxlength', '70');
  await expectNoA11yViolations(desk, '[role="tabpanel"]:not([hidden])', EDITOR_PAGE);
  await seoTitle.fill(SEO_TITLE);

  await publish(desk);
  const published = Date.now();
  await expect.poll(() => firstAnswer(page), { timeout: 2000 }).toBe(ANSWER);
  const expected = `TQ Télécom | ${SEO_TITLE}`;
  await expect.poll(() => headTitles(page, '/telephonie'), { timeout: 2000 }).toEqual([expected, expected]);
  const html = await (await page.request.get('/telephonie')).text();
  expect(html).toContain(SHOWN);
  // A client-side navigation shows the new title too (it comes with the page's data).
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Téléphonie' }).click();
  await expect(page).toHaveTitle(expected);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  console.log(`publish to visible (Django, no nginx): ${Date.now() - published} ms`);
  expect(refused).toEqual([]);
});

test('the shipped text comes back from the first revision', async ({ browser, page }) => {
  const desk = await (await staffContext(browser, marketing)).newPage();
  await desk.goto(`${ADMIN}cms/pages/${pageId}/history/`);
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  // The oldest revision, saved by « système » when the tree was made: the shipped text.
  await desk.getByRole('button', { name: 'Actions' }).last().click();
  await desk.getByRole('link', { name: 'Passer en revue cette version' }).last().click();
  const shippedQuestion = await openedFirstBlock(desk, 'Question');
  await expect(shippedQuestion.getByRole('textbox', { name: 'Réponse*' })).toHaveValue(/^Oui\. Nous prenons en charge/);
  await publish(desk, 'Publier cette version');
  await expect.poll(() => firstAnswer(page), { timeout: 2000 }).not.toBe(ANSWER);
  expect(await firstAnswer(page)).toMatch(/^Oui\. Nous prenons en charge la portabilité/);
  await page.goto('/telephonie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/hébergée en France, simple et fiable/);
  // And the shipped title for search engines.
  await expect(page).not.toHaveTitle(/Standard VoIP hébergé/);
});

const QUOTE = 'Depuis la bascule, nos six agences partagent un seul standard et plus aucun appel ne se perd.';

async function telecomQuotes(page: Page): Promise<string[]> {
  const response = await page.request.get('/assets/data/avis_telecom.json');
  return ((await response.json()) as { items: { text: string }[] }).items.map((item) => item.text);
}

const PORTRAIT = 'portrait-ines-delmas';
const PORTRAIT_TITLE = 'Inès Delmas, Agences Delmas';
const UPLOADS = path.resolve(import.meta.dirname, '../../var/e2e-uploads');
mkdirSync(UPLOADS, { recursive: true });

/**
 * /telephonie's shipped testimonials published again if a photo is still
 * live on one (a run that failed before restoring the first revision), and
 * the portrait gone from the library: a retry's upload would otherwise be a
 * duplicate (same file hash), which Wagtail's chooser asks about.
 */
async function withoutPortrait(): Promise<void> {
  await django(`from wagtail.images.models import Image
from cms.models import OfferPage
from cms.shipped import shipped_document
page = OfferPage.objects.get(route_key="telephonie")
if any(block.value["photo"] is not None for block in page.testimonials):
    page.fill_testimonials(shipped_document("avis_telecom"))
    page.save_revision(log_action=True).publish(log_action=True)
Image.objects.filter(file__startswith=${JSON.stringify(`original_images/${PORTRAIT}`)}).delete()`);
}

/** A 900 × 1200 portrait JPEG (a phone's), its face in the upper part. */
async function portraitFile(): Promise<string> {
  const file = path.join(UPLOADS, `${PORTRAIT}.jpg`);
  await django(`from PIL import Image, ImageDraw
picture = Image.new("RGB", (900, 1200), (70, 90, 140))
ImageDraw.Draw(picture).ellipse((300, 150, 600, 500), fill=(230, 190, 160))
picture.save(${JSON.stringify(file)}, "JPEG")`);
  return file;
}

// Before the scheduling test, which leaves a draft with a go-live date on this page.
test('Marketing adds a testimonial with a photo from the library: /telephonie shows both (AVIF, WebP), the first revision takes them back', async ({
  browser,
  page,
}) => {
  const shipped = await telecomQuotes(page);
  const file = await portraitFile();
  const desk = await (await staffContext(browser, marketing)).newPage();
  const refused = cspRefusals(desk);
  await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  const testimonials = desk.locator('[data-contentpath="testimonials"]');
  await testimonials.getByRole('button', { name: 'Insérer un bloc' }).last().click();
  await testimonials.getByRole('textbox', { name: 'Citation*' }).last().fill(QUOTE);
  await testimonials.getByRole('textbox', { name: 'Auteur' }).last().fill('Inès D., gérante, Agences Delmas');
  const photo = testimonials.locator('[data-contentpath="photo"]').last();
  await photo.getByRole('button', { name: 'Choisir une image' }).click();
  const chooser = desk.getByRole('dialog');
  await chooser.getByRole('tab', { name: 'Transférer' }).click();
  await expectNoA11yViolations(desk, '[role="dialog"]', EDITOR_PAGE);
  await chooser.locator('input[type="file"]').setInputFiles(file);
  // Wagtail proposes the file's name as the title (debounced): replaced once it has.
  const title = chooser.locator('input[name$="title"]');
  await expect(title).toHaveValue(PORTRAIT);
  await title.fill(PORTRAIT_TITLE);
  await chooser.getByRole('button', { name: 'Transférer' }).click();
  await expect(chooser).toBeHidden({ timeout: 30_000 });
  // The chooser shows the chosen photo (its preview) and its title.
  await expect(photo.getByText(PORTRAIT_TITLE, { exact: true })).toBeVisible();
  await expect(photo.locator('img')).toBeVisible();
  // Decorative unless described: the author's name is beside it.
  await expect(testimonials.getByRole('checkbox', { name: /Photo décorative/ }).last()).toBeChecked();
  await expectNoA11yViolations(desk, '[data-contentpath="testimonials"]', EDITOR_PAGE);
  await publish(desk);
  await expect(desk.getByText(/a été publiée/).first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => telecomQuotes(page), { timeout: 2000 }).toEqual([...shipped, QUOTE]);

  await page.goto('/telephonie');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Ce que nos clients disent de leur téléphonie' });
  // The ninth card: after the six of the HTML, behind « Voir tous les témoignages ».
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: /^Voir tous les témoignages/ }).click();
  const card = section.getByRole('listitem').filter({ hasText: 'plus aucun appel ne se perd' });
  await expect(card.getByText('Inès D., gérante, Agences Delmas')).toBeVisible();
  const img = card.locator('picture img');
  await expect(img).toHaveAttribute('alt', '');
  await expect(img).toHaveAttribute('width', '112');
  await expect(img).toHaveAttribute('height', '112');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((shown: HTMLImageElement) => shown.naturalWidth)).toBeGreaterThan(0);
  // Chromium takes the AVIF source; each file of both lists is served.
  expect(await img.evaluate((shown: HTMLImageElement) => shown.currentSrc)).toMatch(/\.avif$/);
  // 1x and 2x of each format: the AVIF source's list, the WebP <img>'s src and srcset.
  const urlsOf = (srcset: string | null) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0]);
  const files: [string, string[]][] = [
    ['image/avif', urlsOf(await card.locator('source[type="image/avif"]').getAttribute('srcset'))],
    ['image/webp', [(await img.getAttribute('src'))!, ...urlsOf(await img.getAttribute('srcset'))]],
  ];
  for (const [type, urls] of files) {
    expect(urls.map((url) => url.match(/-(\d+)\.\w+$/)?.[1])).toEqual(['56', '112']);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/contenu\/ines-delmas-agences-delmas-[0-9a-f]{12}-(56|112)\.(avif|webp)$/);
      const answer = await page.request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()['content-type']).toBe(type);
    }
  }
  expect(refused).toEqual([]);

  // The first revision takes the photo back with the testimonial.
  await desk.goto(`${ADMIN}cms/pages/${pageId}/history/`);
  await desk.getByRole('button', { name: 'Actions' }).last().click();
  await desk.getByRole('link', { name: 'Passer en revue cette version' }).last().click();
  await publish(desk, 'Publier cette version');
  await expect.poll(() => telecomQuotes(page), { timeout: 2000 }).toEqual(shipped);
  await expect
    .poll(async () => (await page.request.get('/telephonie')).text(), { timeout: 10_000 })
    .not.toContain('person-photo');
});

async function faqTitle(page: Page): Promise<string> {
  const response = await page.request.get('/assets/data/faq_voip.json');
  return ((await response.json()) as { title: string }).title;
}

function scheduledRevisions(): Promise<string> {
  return manage([
    'shell',
    '-v',
    '0',
    '-c',
    `from wagtail.models import Revision
print(Revision.page_revisions.filter(approved_go_live_at__isnull=False).count())`,
  ]);
}

test('a scheduled change is shown, then cancelled: nothing changes', async ({ browser, page }) => {
  const desk = await (await staffContext(browser, marketing)).newPage();
  await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  const before = await faqTitle(page);
  await desk.getByRole('textbox', { name: 'Titre de la FAQ*' }).fill('Vos questions avant Noël');
  await desk.getByRole('button', { name: 'Afficher/masquer le statut' }).click();
  await desk.getByRole('button', { name: 'Programmer', exact: true }).click();
  const dialog = desk.getByRole('dialog');
  const goLive = dialog.getByRole('textbox', { name: /date\/heure de publication/i });
  await goLive.fill('24/12/2099 08:00');
  // As a keyboard user does: Wagtail's date pickers open on every date field
  // and may lie over the dialog's button, so no pointer click could be sure to
  // reach it; a focused button takes Enter whatever covers it.
  const save = dialog.getByRole('button', { name: 'Enregistrer la programmation' });
  await save.focus();
  await save.press('Enter');
  await publish(desk, 'Programmer pour publication');
  await expect(desk.getByText(/programmée|programmé/i).first()).toBeVisible();
  expect((await scheduledRevisions()).trim()).toBe('1');

  // Listed as such among the pages, shown on the page with its date, and cancelled there.
  await desk.goto(`${ADMIN}cms/pages/`);
  await expect(desk.getByRole('row', { name: /Téléphonie VoIP/ }).first()).toContainText('publiée + programmée');
  await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  await expect(desk.getByText(/planifié\(e\) pour la publication le 24 décembre 2099 08:00/)).toBeVisible();
  // The edit page itself was checked in the first test: what scheduling added
  // now, the notice with its cancel button and the status panel left open.
  await expectNoA11yViolations(desk, '.messages, [data-side-panel="status"]', EDITOR_PAGE);
  await desk.getByRole('button', { name: 'Annuler la publication programmée' }).click();
  await expect.poll(async () => (await scheduledRevisions()).trim()).toBe('0');
  expect(await faqTitle(page)).toBe(before);
});

test('a salesperson is refused and offered no page editor', async ({ browser }) => {
  const desk = await (await staffContext(browser, salesperson)).newPage();
  await desk.goto(ADMIN);
  await expect(desk.getByRole('link', { name: 'Pages du site' })).toHaveCount(0);
  const answer = await desk.goto(`${ADMIN}cms/pages/${pageId}/edit/`);
  expect(answer?.status()).toBe(403);
  await expect(desk.getByText("L'éditeur des pages du site est réservé à l'équipe Marketing")).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
});

test('a published review becomes a testimonial in a draft of /home, nothing published', async ({ browser, page }) => {
  const review = 'Des techniciens joignables et une installation faite en une matinée, sans coupure.';
  await manage([
    'shell',
    '-v',
    '0',
    '-c',
    // Published as a moderator does (reviews/services.py), which retires the
    // cached pages: a row written behind its back left /home's cached HTML
    // without it while its fetched sections had it, a hydration error for
    // every later test of /home (visitors.spec, in a full run).
    `from reviews.models import Review
from reviews.services import moderate
r = Review.objects.create(name="Aline R.", company="Fleurs Rivière", message=${JSON.stringify(review)})
moderate(Review.objects.filter(pk=r.pk), "publie")`,
  ]);
  const desk = await (await staffContext(browser, marketing)).newPage();
  await desk.goto(ADMIN + 'cms/');
  await desk.getByRole('link', { name: 'Avis clients publiés' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Avis clients publiés' })).toBeVisible();
  await expectNoA11yViolations(desk, undefined, EDITOR_PAGE);
  const row = desk.getByRole('row', { name: /Aline R\., Fleurs Rivière/ });
  await row.getByRole('combobox', { name: 'Page' }).selectOption({ label: 'Accueil' });
  await row.getByRole('button', { name: 'Ajouter au brouillon' }).click();
  await expect(desk.getByText(/nouveau brouillon de « Accueil » : relisez-le, puis publiez la page/)).toBeVisible();
  const response = await page.request.get('/assets/data/avis.json');
  const items = ((await response.json()) as { items: { text: string }[] }).items;
  expect(items.map((item) => item.text)).not.toContain(review);
});
