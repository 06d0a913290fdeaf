// The offer pages and /contact on the real stack: every section visible, the
// anchors of spec §2 (and the route table's fragments) scroll into view, the
// hero image is the priority image, and without JavaScript every section's
// text is still there and every FAQ question can be reached and opened. (axe
// runs on every route in platform.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

interface PageCase {
  path: string;
  h1: string;
  /** Every h2 of the page, in order. */
  sections: string[];
  /** Text that must be readable without JavaScript (besides the headings). */
  texts: string[];
}

const PAGES: PageCase[] = [
  {
    path: '/telephonie',
    h1: "La téléphonie d'entreprise hébergée en France, simple et fiable",
    sections: [
      'Pourquoi passer à la téléphonie VoIP ?',
      "Toutes les fonctions d'un standard professionnel",
      'Ce que nos clients disent de leur téléphonie',
      'Questions fréquentes sur la téléphonie VoIP',
      'Parlons de votre téléphonie',
    ],
    texts: [
      'Message de pré-décroché',
      "Musique et messages d'attente",
      'Débordement intelligent',
      "Historique et statistiques d'appels",
      'Numéros courts',
      'Annuaire partagé',
      'Extension « click-to-call »',
      'Softphone sur Android',
      'Bientôt disponible sur iOS',
      'Audit expert de 30 minutes',
    ],
  },
  {
    path: '/connexion',
    h1: 'Une connexion professionnelle qui tient ses promesses',
    sections: [
      'Pourquoi nous confier votre connectivité ?',
      'Les avantages de notre offre Internet',
      'Ils ont fiabilisé leur connexion avec nous',
      'Questions fréquentes sur la connectivité Internet',
      'Étudions votre connexion',
    ],
    texts: [
      'Fibre avec secours 4G/5G',
      'Pare-feu nouvelle génération en option',
      '99,8\u00a0% de disponibilité réseau',
    ],
  },
  {
    path: '/infogerance',
    h1: 'Votre informatique entre de bonnes mains',
    sections: [
      'Une informatique qui fonctionne, sans y penser',
      'Solutions Microsoft gérées',
      'Le périmètre de notre infogérance',
      'Ils ont confié leur informatique à nos équipes',
      "Questions fréquentes sur l'infogérance",
      'Confiez-nous votre informatique',
    ],
    texts: [
      'Microsoft 365',
      'Windows 11 Pro',
      'Intune',
      'Entra ID',
      'Postes de travail et serveurs',
      'Périphériques et imprimantes',
      'Messageries',
      'Sauvegardes et cybersécurité',
      'Incidents résolus en 1 h en moyenne',
    ],
  },
  {
    path: '/cybersecurite',
    h1: 'Protégez votre entreprise avant la prochaine attaque',
    sections: [
      'Nos solutions de cybersécurité',
      'Questions fréquentes sur la cybersécurité',
      'Faites le point sur votre sécurité',
    ],
    texts: [
      'Firewall NextGen',
      'Antivirus / EDR',
      "Coffre-fort d'accès",
      'Carte des menaces en direct',
      'Plus de 250',
      'de disponibilité réseau',
      "d'audit avec un expert",
    ],
  },
  {
    path: '/contact',
    h1: 'Parlons de votre projet',
    sections: ['Être recontacté par un conseiller', 'Nos coordonnées', 'Planifier un échange'],
    texts: ['du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h', 'Rappel sous 24 h', '30 minutes avec un expert'],
  },
];

/** The page's section headings appear in this order (other h2, such as the lead form's, may sit between). */
async function expectSectionsInOrder(page: Page, sections: string[]): Promise<void> {
  // The page writes French no-break spaces ("VoIP ?"): compare words.
  const headings = (await page.locator('main h2').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(headings.filter((text) => sections.includes(text))).toEqual(sections);
}

/** Every section heading in order, each scrolled to and in view, and every text visible. */
async function expectEverySectionVisible(page: Page, pageCase: PageCase): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCase.h1);
  await expectSectionsInOrder(page, pageCase.sections);
  for (const heading of pageCase.sections) {
    const locator = page.getByRole('heading', { level: 2, name: heading, exact: true });
    await locator.scrollIntoViewIfNeeded();
    await expect(locator, `${pageCase.path}: « ${heading} » in view once scrolled to`).toBeInViewport();
  }
  for (const text of pageCase.texts)
    await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
}

/** The anchors of spec §2 (and the route table's fragments) that a page may be loaded with. */
const ANCHORS: Record<string, string[]> = {
  '/telephonie': ['contact', 'fonction', 'features'],
  '/connexion': ['features', 'contact'],
  '/infogerance': ['services', 'contact'],
  '/cybersecurite': ['offers', 'solutions', 'contact'],
};

/** Loads `path#anchor` as a new document: the section is in view on load. */
async function expectAnchorInViewOnLoad(page: Page, path: string, anchor: string): Promise<void> {
  await page.goto(`${path}#${anchor}`);
  await waitForHydration(page);
  await expect(page.locator(`#${anchor}`), `${path}#${anchor} in view on load`).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY), `${path}#${anchor}: scrolled on load`).toBeGreaterThan(200);
}

for (const pageCase of PAGES) {
  const anchors = ANCHORS[pageCase.path] ?? [];
  const onLoad = anchors.length
    ? `; ${anchors.map((anchor) => `#${anchor}`).join(', ')} each scroll into view on load`
    : '';
  // One page for every load of the same route (each a new document), the
  // sections checked on the last one: a browser context per anchor cost more
  // than the check itself. (/contact's: with its panel, below.)
  if (pageCase.path !== '/contact')
    test(`${pageCase.path}: every section is visible${onLoad}`, async ({ page }) => {
      if (!anchors.length) await page.goto(pageCase.path).then(() => waitForHydration(page));
      for (const [index, anchor] of anchors.entries()) {
        // The same route with another fragment would only scroll within the document.
        if (index > 0) await page.goto('about:blank');
        await expectAnchorInViewOnLoad(page, pageCase.path, anchor);
      }
      await expectEverySectionVisible(page, pageCase);
    });
}

/**
 * Without JavaScript, question 10 of the FAQ is behind « Voir toutes les
 * questions (10) »: the page again, with every question (?tout=faq), where it opens.
 */
async function expectTenthQuestionOpens(page: Page): Promise<void> {
  const faq = page.locator('section.faq');
  await expect(faq.locator('summary')).toHaveCount(5);
  await faq.getByRole('link', { name: 'Voir toutes les questions (10)' }).click();
  await expect(page).toHaveURL(/\?tout=faq#faq-toutes$/);
  // Scrolled to the questions after the preview.
  await expect(page.locator('#faq-toutes')).toBeInViewport();
  const tenth = faq.locator('summary').nth(9);
  await expect(tenth).toBeVisible();
  await tenth.click();
  await expect(faq.locator('details').nth(9).locator('.faq-list__answer')).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const pageCase of PAGES) {
    // Every offer page has an FAQ (visitors who are really there: every question reachable).
    const faq = pageCase.path !== '/contact';
    const andFaq = faq ? ', and question 10 of the FAQ can be reached and opened' : '';
    test(`${pageCase.path}: every section's text is there${andFaq}`, async ({ page }) => {
      await page.goto(pageCase.path);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCase.h1);
      await expectSectionsInOrder(page, pageCase.sections);
      for (const text of pageCase.texts)
        await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
      if (faq) await expectTenthQuestionOpens(page);
    });
  }
});

test('the FAQ accordion and the testimonials work without JavaScript too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/connexion');
  const faq = page.locator('#faq');
  // The page holds the preview of 5 (the rest behind the link: expectTenthQuestionOpens).
  await expect(faq.locator('details')).toHaveCount(5);
  await expect(faq.locator('details').first()).toHaveAttribute('open', '');
  const second = faq.locator('details').nth(1);
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  // Six cards in the HTML (content/previews.json); all eight behind the link.
  await expect(page.locator('.testimonial-card')).toHaveCount(6);
  await page.getByRole('link', { name: 'Voir tous les témoignages (8)' }).click();
  await expect(page).toHaveURL(/\?tout=temoignages#temoignages$/);
  await expect(page.locator('.testimonial-card')).toHaveCount(8);
  await context.close();
});

test('hero links scroll to the page sections without a reload', async ({ page }) => {
  await page.goto('/telephonie');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await page.getByRole('link', { name: 'Voir les fonctionnalités' }).click();
  await expect(page).toHaveURL(/\/telephonie#fonction$/);
  await expect(page.locator('#fonction')).toBeInViewport();
  await page.getByRole('link', { name: 'Demander un audit gratuit' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/telephonie#contact$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Parlons de votre téléphonie' })).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("the sitemap's fragment links land on the offer sections", async ({ page }) => {
  const cases: [string, RegExp, string][] = [
    ['Fonctionnalités', /\/telephonie#features$/, 'features'],
    ['Avantages', /\/connexion#features$/, 'features'],
    ['Services', /\/infogerance#services$/, 'services'],
    ['Offres', /\/cybersecurite#offers$/, 'offers'],
  ];
  for (const [label, url, id] of cases) {
    await page.goto('/sitemap');
    await waitForHydration(page);
    await page.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test('the hero art is the priority image, sized, and the rest waits below the fold', async ({ page }) => {
  // A phone: the page is long enough for Chromium's lazy-loading distance.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/infogerance');
  await waitForHydration(page);
  const hero = page.locator('.offer-hero img');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const below = page.locator('main img:not(.offer-hero__img)');
  expect(await below.count()).toBeGreaterThan(0);
  for (const img of await below.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }
  // A lazy image below the fold has not been fetched yet.
  expect(await below.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  await below.last().scrollIntoViewIfNeeded();
  await expect.poll(() => below.last().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('/contact: every section is visible, the contact panel and its closing call to action', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await expectEverySectionVisible(
    page,
    PAGES.find((pageCase) => pageCase.path === '/contact')!,
  );
  const props = await page.evaluate(() => JSON.parse(document.getElementById('page-props')!.textContent!));
  // The facts every page has, and the ones only this panel shows.
  const site = props.site as Record<string, string>;
  const details = props.page.details as Record<string, string>;
  const panel = page.getByRole('complementary', { name: 'Nos coordonnées' });
  await expect(panel.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phoneHref}`);
  await expect(panel.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(panel).toContainText('du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h');
  await expect(panel).toContainText(details.supportNote);
  const map = panel.getByRole('link', { name: "Voir l'adresse sur la carte (nouvel onglet)" });
  await expect(map).toHaveAttribute('href', details.mapsUrl);
  await expect(map).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: 'Planifier un échange' }).click();
  await expect(page).toHaveURL(/\/contact#formulaire$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Être recontacté par un conseiller' })).toBeInViewport();
});

test('on a phone, the offer pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path } of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expect(page.locator('.offer-hero img, .offer-hero picture').first()).toBeVisible();
  }
});
