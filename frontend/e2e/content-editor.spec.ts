// The content editor as the marketing team uses it (issue 22), for the
// documents not yet moved to the page editor (Wagtail, page-editor.spec.ts,
// which has the FAQs and the testimonials): Commercial gets 403 on the
// editor, Marketing 403 on the leads.
// This stack is `make run`-like (no nginx micro-cache): the nginx path is timed
// by ops/bench/publish.py. Also: an uploaded PNG's AVIF and WebP renditions,
// and an offer page's hero title edited and published.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { manage } from './serverDatabase';
import { ADMIN, type StaffAccount, createStaff, moveToMarketing, staffContext } from './staffSignIn';

const EDITOR = `${ADMIN}contenu/avis_telecom/`;
// Screenshots for docs/marketing-guide.md (copied to docs/img/ by hand).
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../var/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
let camille: StaffAccount;
let sam: StaffAccount;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  camille = await createStaff('camille', { firstName: 'Camille', lastName: 'Roux' });
  sam = await createStaff('sam', { firstName: 'Sam', lastName: 'Petit' });
  await moveToMarketing(camille);
});

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

test('each group sees only its own part', async ({ browser }) => {
  const commercial = await (await staffContext(browser, sam)).newPage();
  expect((await commercial.goto(EDITOR))?.status()).toBe(403);
  const marketing = await (await staffContext(browser, camille)).newPage();
  expect((await marketing.goto(`${ADMIN}leads/lead/`))?.status()).toBe(403);
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

test("an uploaded PNG picked as a client's logo is on /home as an AVIF and WebP picture", async ({ browser, page }) => {
  const ALT = 'Logo des Boulangeries Maréchal, nouvelle charte';
  const png = await plainPng(600, 300, [200, 120, 20]);
  const desk = await (await staffContext(browser, camille)).newPage();
  await desk.goto(`${ADMIN}contenu/clients/`);
  await expect(desk.getByRole('heading', { level: 1, name: 'Logos clients' })).toBeVisible();
  // The version before the change, so that there is one to come back to.
  await desk.getByRole('button', { name: 'Publier' }).click();
  await expect(desk.getByText('Publié : la page publique est à jour.')).toBeVisible();

  await upload(desk, png, ALT);

  // No path to type: the first client's « Choisir une image envoyée », the upload by its alt text.
  await desk.goto(`${ADMIN}contenu/clients/`);
  const chooser = desk.locator('details.content-image-chooser').first();
  await chooser.getByText('Choisir une image envoyée').click();
  const choice = chooser.getByRole('radio', { name: new RegExp(`« ${ALT} » — 600 × 300 px`) });
  await choice.check();
  await chooser.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: path.join(SCREENSHOTS, 'contenu-choisir-image.png') });
  await desk.getByRole('button', { name: 'Publier' }).click();
  await expect(desk.getByText('Publié : la page publique est à jour.')).toBeVisible();

  await page.goto('/home');
  const marquee = page.locator('.client-marquee');
  // The logos load once the marquee is near the viewport.
  await marquee.scrollIntoViewIfNeeded();
  const picture = marquee
    .locator('picture')
    .filter({ has: page.locator('source[type="image/avif"][srcset*="/media/contenu/"]') })
    .first();
  await expect(picture).toBeAttached();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-600\.avif 600w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\/media\/contenu\/.+-320\.webp 320w, .+-600\.webp 600w/,
  );
  const logo = picture.locator('img');
  await expect(logo).toHaveAttribute('alt', 'Boulangeries Maréchal');
  await expect(logo).toHaveAttribute('width', '600');
  await expect(logo).toHaveAttribute('height', '300');
  // The renditions are served (and decoded) from the media path.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const avif = (await picture.locator('source[type="image/avif"]').getAttribute('srcset'))!.split(' ')[0];
  const served = await page.request.get(avif);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/avif');

  // Back to the build's logo for whoever comes next.
  await desk.goto(`${ADMIN}contenu/clients/historique/`);
  await desk.getByRole('button', { name: 'Restaurer cette version' }).last().click();
  await expect(desk.getByText(/est de nouveau en ligne/)).toBeVisible();
});
