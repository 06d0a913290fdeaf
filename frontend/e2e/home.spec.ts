// Home page on the real stack: every section server-rendered (also without
// JavaScript), reduced motion, the review button and axe. The moving parts:
// home-carousel.spec.ts, home-steps.spec.ts, home-marquees.spec.ts.
import heroFile from '../../content/data/home-coursel.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import avisFile from '../../content/data/avis.json' with { type: 'json' };
import clientsFile from '../../content/data/clients.json' with { type: 'json' };
import routesFile from '../../content/routes.json' with { type: 'json' };
import {
  transitionsEnded,
  expect,
  expectNoA11yViolations,
  nextFrames,
  scrolledToButton,
  test,
  waitForHydration,
} from './fixtures';
import {
  HERO_INTERVAL,
  STEP_INTERVAL,
  expectHeroSlide,
  expectStep,
  hero,
  pointerAway,
  startClock,
  stepSection,
  tick,
} from './homePage';

const homeRoute = routesFile.routes.find((route) => route.key === 'home')!;

/** Text of every home section, in the spec's order. */
const SECTION_TEXTS = [
  heroFile[0].title,
  'Vos équipes avancent, vos outils suivent.',
  'au plus pour vous répondre',
  'Plus de 250 entreprises nous font confiance',
  'Nos solutions pour les entreprises',
  'Votre standard dans le cloud, en quatre étapes',
  'Portabilité de vos numéros',
  'Une connexion professionnelle qui tient ses promesses',
  'Secours 4G/5G automatique',
  'Votre informatique entre de bonnes mains',
  "Le coffre-fort d'accès : vos identifiants sous clé",
  avisFile.title,
  'Faisons le point sur vos outils en 30 minutes',
];

/** /home's testimonials as its sections' data has them: the file's, then the published reviews. */
async function homeTestimonials(page: Page): Promise<unknown[]> {
  const props = await (await page.request.get('/home', { headers: { Accept: 'application/json' } })).json();
  return props.page.sections.testimonials.items;
}

test.describe('server-rendered home page', () => {
  test('shows every section’s text with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeRoute.title);
    for (const text of SECTION_TEXTS) {
      await expect(page.getByRole('main').getByText(text, { exact: false }).first()).toBeVisible();
    }
    // The client logos, the offers and the buttons are there without a script.
    await expect(page.getByRole('img', { name: clientsFile[0].name }).first()).toBeVisible();
    for (const name of ['Téléphonie VoIP', 'Internet & Connectivité', 'Infogérance', 'Cybersécurité']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Without JavaScript the review button is a link to the review section.
    await page.getByRole('link', { name: 'Laissez-nous un avis' }).click();
    await expect(page.getByRole('heading', { name: 'Laisser un avis' })).toBeVisible();
    const closing = page.getByRole('region', { name: 'Faisons le point sur vos outils en 30 minutes' });
    await expect(closing.getByRole('link', { name: 'Demander un audit gratuit' })).toHaveAttribute('href', '/contact');
    await expect(closing.getByRole('link', { name: 'Contacter un conseiller' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText(avisFile.items[0].text)).toBeVisible();
    // The HTML holds the first three testimonials (content/previews.json); the link asks for all
    // (the file's and the published reviews: page-editor.spec publishes one).
    const all = await homeTestimonials(page);
    const quotes = page.getByRole('region', { name: 'Témoignages de nos clients' }).getByRole('figure');
    await expect(quotes).toHaveCount(3);
    await page.getByRole('link', { name: `Voir tous les témoignages (${all.length})` }).click();
    await expect(page).toHaveURL(/\/home\?tout=temoignages#temoignages$/);
    await expect(quotes).toHaveCount(all.length);
    await expect(page.getByText(avisFile.items.at(-1)!.text)).toBeAttached();
    // Sections revealed on scroll are visible without a script, far down too.
    await page.getByText('Faisons le point sur vos outils en 30 minutes').scrollIntoViewIfNeeded();
    await expect(page.getByText('Faisons le point sur vos outils en 30 minutes')).toBeInViewport();
    await context.close();
  });

  test('the first hero image is the LCP candidate, the others load once the carousel is reached', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => request.url().includes('/img-opti/hero/') && fetched.push(request.url()));
    await page.goto('/home');
    await waitForHydration(page);
    const images = hero(page).locator('img');
    await expect(images).toHaveCount(heroFile.length);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    // The hidden slides are named placeholders: nothing fetched for them.
    for (let i = 1; i < heroFile.length; i++) {
      await expect(images.nth(i)).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect(images.nth(i)).toHaveAttribute('alt', heroFile[i].img.alt);
    }
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((url) => !url.includes(heroFile[0].img.opti!.base))).toEqual([]);
    // A visitor reaching for the carousel gets the real pictures.
    await hero(page).hover();
    for (let i = 1; i < heroFile.length; i++) {
      await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(i)).toHaveAttribute('src', /\/static\/img-opti\/hero\/.+\.jpg$/);
    }
  });

  test('passes axe once every section has been revealed', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    for (let y = 0; y < 12_000; y += 700) {
      await page.mouse.wheel(0, 700);
      await nextFrames(page);
    }
    await expect(page.locator('.reveal--armed')).toHaveCount(0);
    // Contrast is measured on the final colours, once every fade-in has ended.
    await transitionsEnded(page);
    await expectNoA11yViolations(page);
  });
});

test('prefers-reduced-motion stops every automatic motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startClock(page);
  await tick(page, 5 * HERO_INTERVAL);
  await expectHeroSlide(page, 0);
  await expect(hero(page).getByRole('button', { name: 'Lecture : rotation automatique du carrousel' })).toBeVisible();
  const logos = page.getByRole('region', { name: 'Logos de nos clients', exact: true });
  await expect(logos).toHaveAttribute('data-state', 'static');
  await expect(logos.locator('ul')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Témoignages de nos clients' })).toHaveAttribute(
    'data-state',
    'static',
  );
  await stepSection(page).scrollIntoViewIfNeeded();
  await pointerAway(page);
  await tick(page, 5 * STEP_INTERVAL);
  await expectStep(page, 'Audit de 30 minutes avec un expert');
  // Nothing is hidden waiting for a reveal animation.
  await expect(page.locator('.reveal--armed')).toHaveCount(0);
  // Steps can still be chosen by hand, and the visitor may start the motion.
  await stepSection(page)
    .getByRole('button', { name: /Postes livrés préconfigurés/ })
    .click();
  await expectStep(page, 'Postes livrés préconfigurés');
  await hero(page).getByRole('button', { name: 'Lecture : rotation automatique du carrousel' }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await pointerAway(page);
  await tick(page, HERO_INTERVAL);
  await expectHeroSlide(page, 1);
});

test('"Laissez-nous un avis" opens the review modal; the hydrated marquee has every testimonial', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const button = await scrolledToButton(page, 'Laissez-nous un avis');
  // Hydrated with the section's data: every testimonial, each once to assistive technologies.
  const row = page.getByRole('region', { name: 'Témoignages de nos clients' });
  await expect(row.getByRole('figure')).toHaveCount((await homeTestimonials(page)).length);
  await expect(page.getByRole('link', { name: /Voir tous les témoignages/ })).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();
});

test('client-side navigation to the home page renders it from the JSON props', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('link', { name: /accueil$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeRoute.title);
  await expect(page.getByRole('region', { name: 'Logos de nos clients', exact: true })).toBeVisible();
});
