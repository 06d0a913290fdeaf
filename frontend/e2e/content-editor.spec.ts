// The content editor as the marketing team uses it (issue 22), for the
// documents not yet moved to the page editor (Wagtail, page-editor.spec.ts,
// which has the FAQs): an invalid edit is refused with the field's French
// message; Commercial gets 403 on the editor, Marketing 403 on the leads; a
// second editor's save is refused.
// This stack is `make run`-like (no nginx micro-cache): the nginx path is timed
// by ops/bench/publish.py. Also: an uploaded PNG's AVIF and WebP renditions.
// (The client logos and the carousel are edited in Wagtail now:
// home-media-editor.spec.ts.)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { manage } from './serverDatabase';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const EDITOR = `${ADMIN}contenu/avis_telecom/`;
// Screenshots for docs/marketing-guide.md (copied to docs/img/ by hand).
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../var/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
let camille: StaffAccount;
let julien: StaffAccount;
let sam: StaffAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  camille = await createStaff('camille', { firstName: 'Camille', lastName: 'Roux' });
  julien = await createStaff('julien', { firstName: 'Julien', lastName: 'Morel' });
  sam = await createStaff('sam', { firstName: 'Sam', lastName: 'Petit' });
  await moveToMarketing(camille);
  await moveToMarketing(julien);
});

async function editor(browser: Browser, account: StaffAccount): Promise<Page> {
  const page = await (await staffContext(browser, account)).newPage();
  await page.goto(EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Témoignages Téléphonie' })).toBeVisible();
  return page;
}

/** A real PNG of one colour, made by Pillow (the server's own library). */
async function plainPng(width: number, height: number, rgb: [number, number, number]): Promise<string> {
  const png = path.join(SCREENSHOTS, `upload-${width}x${height}.png`);
  await manage([
    'shell',
    '-v',
    '0',
    '-c',
    `from PIL import Image
Image.new("RGB", (${width}, ${height}), (${rgb.join(', ')})).save(${JSON.stringify(png)})`,
  ]);
  return png;
}

/** Sends `png` from « Images » with its alt text, as a marketing assistant does. */
async function upload(desk: Page, png: string, alt: string): Promise<void> {
  await desk.goto(`${ADMIN}contenu/images/`);
  await desk.getByLabel('Image', { exact: true }).setInputFiles(png);
  await desk.getByLabel("Texte alternatif (ce que l'image montre)").fill(alt);
  await desk.getByRole('button', { name: 'Envoyer' }).click();
  await expect(desk.getByText('Image enregistrée, sans ses métadonnées (EXIF, GPS).')).toBeVisible();
}

/**
 * /telephonie's testimonials as a visitor's browser gets them (the page's props),
 * what the edited document shows. Not the whole page: page-editor.spec.ts
 * publishes the same page's h1 and FAQ from Wagtail while this spec runs.
 */
async function publicTestimonials(page: Page): Promise<unknown> {
  const response = await page.request.get('/telephonie', { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { page: { testimonials: unknown } }).page.testimonials;
}

test('an invalid edit is refused in French and the page is unchanged', async ({ browser, page }) => {
  const desk = await editor(browser, camille);
  const before = await publicTestimonials(page);
  await desk.locator('textarea[name="doc.items.0.text"]').fill('');
  await desk.getByRole('button', { name: 'Publier' }).click();
  await expect(desk.getByText("Rien n'a été enregistré", { exact: false })).toBeVisible();
  await expect(desk.getByText('Ce champ est obligatoire.')).toBeVisible();
  await desk.getByText('Ce champ est obligatoire.').scrollIntoViewIfNeeded();
  await desk.screenshot({ path: path.join(SCREENSHOTS, 'contenu-erreur.png') });
  expect(await publicTestimonials(page)).toEqual(before);
});

test('each group sees only its own part', async ({ browser }) => {
  const commercial = await (await staffContext(browser, sam)).newPage();
  expect((await commercial.goto(EDITOR))?.status()).toBe(403);
  const marketing = await (await staffContext(browser, camille)).newPage();
  expect((await marketing.goto(`${ADMIN}leads/lead/`))?.status()).toBe(403);
});

test('a second editor is refused with the first one’s name', async ({ browser }) => {
  const first = await editor(browser, julien);
  const second = await editor(browser, camille);
  await first.locator('input[name="doc.title"]').fill('Nos clients parlent de leur téléphonie');
  await first.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(first.getByText(/Brouillon enregistré/)).toBeVisible();
  await second.locator('input[name="doc.title"]').fill('Ils ont choisi la VoIP');
  await second.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(second.getByText(/Julien Morel a enregistré une version plus récente/)).toBeVisible();
  await expect(second.locator('input[name="doc.title"]')).toHaveValue('Ils ont choisi la VoIP');
});

test('an uploaded PNG becomes AVIF and WebP renditions with their dimensions', async ({ browser }) => {
  const png = await plainPng(800, 500, [12, 90, 160]);
  const desk = await (await staffContext(browser, camille)).newPage();
  await upload(desk, png, 'Un aplat bleu');
  await expect(desk.getByRole('heading', { level: 2, name: /800 × 500 px/ })).toBeVisible();
  const rows = desk.getByRole('row');
  for (const format of ['avif', 'webp']) {
    // Every build width below the original, and the original's own.
    for (const size of ['320 × 200', '640 × 400', '768 × 480', '800 × 500']) {
      await expect(rows.filter({ hasText: new RegExp(`${format}.*${size}`, 'i') })).toHaveCount(1);
    }
  }
  await expect(desk.getByRole('link', { name: /\/media\/contenu\/.+\.avif$/ }).first()).toBeVisible();
});
