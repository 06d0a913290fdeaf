// Home page on the real stack: every section server-rendered (also without
// JavaScript), the hero carousel, the step lists and the marquees against
// Playwright's clock, the pause controls, reduced motion, the review button
// and axe.
import type { Locator, Page } from '@playwright/test';
import heroFile from '../../content/data/home-coursel.json' with { type: 'json' };
import avisFile from '../../content/data/avis.json' with { type: 'json' };
import clientsFile from '../../content/data/clients.json' with { type: 'json' };
import routesFile from '../../content/routes.json' with { type: 'json' };
import { transitionsEnded, expect, expectNoA11yViolations, nextFrames, test, waitForHydration } from './fixtures';

const homeRoute = routesFile.routes.find((route) => route.key === 'home')!;
const HERO_INTERVAL = 10_000;
const STEP_INTERVAL = 3_500;
/** Marquees wait for their images 600 ms at most, from the first frame. */
const MARQUEE_START = 600 + 20;

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

function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Nos offres à la une' });
}

function heroDot(page: Page, index: number): Locator {
  return hero(page).getByRole('button', { name: new RegExp(`^Diapositive ${index + 1} :`) });
}

async function expectHeroSlide(page: Page, index: number): Promise<void> {
  await expect(heroDot(page, index)).toHaveAttribute('aria-current', 'true');
  await expect(hero(page).getByRole('group', { name: `${index + 1} sur ${heroFile.length}` })).not.toHaveAttribute(
    'inert',
    '',
  );
}

/** Moves the pointer to the page's top-left corner (the header), off every moving part. */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

function stepSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Votre standard dans le cloud, en quatre étapes' });
}

async function expectStep(page: Page, title: string): Promise<void> {
  await expect(stepSection(page).locator('[aria-current="step"]')).toContainText(title);
}

/** Scrolled so that slide `index` fills the carousel. */
async function expectSlideShown(page: Page, index: number): Promise<void> {
  const viewport = hero(page).locator('.carousel__viewport');
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(index, 2);
}

const START = new Date('2026-01-05T09:00:00+01:00');

/**
 * Lets the page run the work it has queued (React renders a state change in a
 * scheduler task, then runs its effects, which start the timers, in another):
 * three round trips through a MessageChannel, queued behind those tasks. It
 * waits for tasks, not for time, so it holds on a loaded machine too; the
 * clock is paused, so nothing fires meanwhile.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => (++hops < 3 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );
}

/** Advances the paused clock by `ms`, once the page has started its timers. */
async function tick(page: Page, ms: number): Promise<void> {
  await settle(page);
  await page.clock.runFor(ms);
}

/** Loads the home page on a paused clock: timers only fire through tick(). */
async function startClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto('/home');
  await waitForHydration(page);
  await pointerAway(page);
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
    await expect(page.getByRole('link', { name: 'Demander mon audit gratuit' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Contacter un conseiller' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText(avisFile.items[0].text)).toBeVisible();
    // Sections revealed on scroll are visible without a script, far down too.
    await page.getByText('Faisons le point sur vos outils en 30 minutes').scrollIntoViewIfNeeded();
    await expect(page.getByText('Faisons le point sur vos outils en 30 minutes')).toBeInViewport();
    await context.close();
  });

  test('the first hero image is the LCP candidate, the others are lazy', async ({ page }) => {
    await page.goto('/home');
    const images = hero(page).locator('img');
    await expect(images).toHaveCount(heroFile.length);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    for (let i = 1; i < heroFile.length; i++) await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
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

test.describe('hero carousel', () => {
  test('advances every 10 s and wraps around', async ({ page }) => {
    await startClock(page);
    await expectHeroSlide(page, 0);
    await tick(page, HERO_INTERVAL - 1);
    await expectHeroSlide(page, 0);
    await tick(page, 1);
    await expectHeroSlide(page, 1);
    for (let i = 2; i < heroFile.length; i++) {
      await tick(page, HERO_INTERVAL);
      await expectHeroSlide(page, i);
    }
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 0);
    // The slide shown is the active one.
    await expectSlideShown(page, 0);
  });

  test('has dots and no arrows; a dot selects its slide', async ({ page }) => {
    await startClock(page);
    await expect(hero(page).getByRole('button', { name: /^Diapositive \d/ })).toHaveCount(heroFile.length);
    await expect(page.getByRole('button', { name: 'Diapositive suivante' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Diapositive précédente' })).toHaveCount(0);
    await heroDot(page, 2).click();
    await expectHeroSlide(page, 2);
    await expectSlideShown(page, 2);
    await expect(hero(page).getByRole('link', { name: heroFile[2].ctas.primary.label })).toBeVisible();
  });

  test('←/→ select slides, wrapping, while focus is in the carousel', async ({ page }) => {
    await startClock(page);
    await heroDot(page, 0).focus();
    await page.keyboard.press('ArrowRight');
    await expectHeroSlide(page, 1);
    await expect(heroDot(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectHeroSlide(page, heroFile.length - 1);
    await page.keyboard.press('ArrowRight');
    await expectHeroSlide(page, 0);
  });

  test('pauses on hover and on focus', async ({ page }) => {
    await startClock(page);
    await hero(page).hover();
    await tick(page, 3 * HERO_INTERVAL);
    await expectHeroSlide(page, 0);
    await pointerAway(page);
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 1);

    await hero(page).getByRole('link', { name: heroFile[1].ctas.primary.label }).focus();
    await tick(page, 3 * HERO_INTERVAL);
    await expectHeroSlide(page, 1);
    await page.getByRole('main').getByRole('heading', { name: 'Vos équipes avancent, vos outils suivent.' }).click();
    await pointerAway(page);
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 2);
  });

  test('the pause control stops the rotation until play is pressed', async ({ page }) => {
    await startClock(page);
    await hero(page).getByRole('button', { name: 'Pause : rotation automatique du carrousel' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pointerAway(page);
    await tick(page, 5 * HERO_INTERVAL);
    await expectHeroSlide(page, 0);
    await hero(page).getByRole('button', { name: 'Lecture : rotation automatique du carrousel' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await pointerAway(page);
    await tick(page, HERO_INTERVAL);
    await expectHeroSlide(page, 1);
  });
});

test.describe('step lists', () => {
  test.beforeEach(async ({ page }) => {
    // The cookie banner (tested in consent.spec.ts) would cover the bottom of
    // the list: a click on a covered button makes Playwright scroll until it is
    // clear, to a position that depends on timing, and the list could end up
    // less than 20 % visible, which pauses it. With a choice already stored
    // there is no banner, and the whole list is in view before any click.
    await page.addInitScript(([key, ts]) => localStorage.setItem(key, JSON.stringify({ analytics: false, v: 1, ts })), [
      'tq_consent_v1',
      START.getTime(),
    ] as const);
    await startClock(page);
    await expect(page.locator('.cookie-banner')).toBeHidden();
    await stepSection(page)
      .locator('.step-list')
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(stepSection(page).locator('.step-list')).toBeInViewport({ ratio: 1 });
    // The section then fades and slides in (a CSS transition, on real time): a
    // button that is still moving is "not stable", and Playwright's retry would
    // scroll it elsewhere. Wait for the section to come to rest.
    await expect(stepSection(page)).toHaveClass(/\bin\b/);
    await stepSection(page).evaluate((el) => {
      void getComputedStyle(el).transform; // starts any pending transition
      return Promise.all(el.getAnimations().map((animation) => animation.finished));
    });
    await pointerAway(page);
  });

  test('cycle every 3.5 s from the first step', async ({ page }) => {
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await tick(page, STEP_INTERVAL - 1);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await tick(page, 1);
    await expectStep(page, 'Portabilité de vos numéros');
    // One interval at a time: React sets the next timer after each step.
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Postes livrés préconfigurés');
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Un support en France');
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
  });

  test('a click, Enter or Space jumps to a step and restarts the timer', async ({ page }) => {
    await tick(page, 3_000);
    await stepSection(page)
      .getByRole('button', { name: /Un support en France/ })
      .click();
    await pointerAway(page);
    await expectStep(page, 'Un support en France');
    // The old timer would have fired 500 ms later; the new one waits 3.5 s.
    await tick(page, STEP_INTERVAL - 1);
    await expectStep(page, 'Un support en France');
    await tick(page, 1);
    await expectStep(page, 'Audit de 30 minutes avec un expert');

    await stepSection(page)
      .getByRole('button', { name: /Postes livrés préconfigurés/ })
      .focus();
    await page.keyboard.press('Enter');
    await expectStep(page, 'Postes livrés préconfigurés');
    await stepSection(page)
      .getByRole('button', { name: /Portabilité de vos numéros/ })
      .focus();
    await page.keyboard.press(' ');
    await expectStep(page, 'Portabilité de vos numéros');
  });

  test('pause on hover, while the tab is hidden and out of view', async ({ page }) => {
    await stepSection(page).locator('.step-list').hover();
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await pointerAway(page);

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Portabilité de vos numéros');

    // Scrolled away: less than 20 % visible.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(stepSection(page).locator('.step-list')).not.toBeInViewport();
    await expect(stepSection(page).locator('.step-list')).toHaveAttribute('data-rotating', 'false');
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Portabilité de vos numéros');
  });

  test('have a pause control', async ({ page }) => {
    await stepSection(page).getByRole('button', { name: 'Pause : défilement des étapes (Téléphonie VoIP)' }).click();
    await pointerAway(page);
    await tick(page, 4 * STEP_INTERVAL);
    await expectStep(page, 'Audit de 30 minutes avec un expert');
    await stepSection(page).getByRole('button', { name: 'Lecture : défilement des étapes (Téléphonie VoIP)' }).click();
    await pointerAway(page);
    // A click scrolls its button into view, by a fraction of a pixel at most here.
    await expect(stepSection(page).locator('.step-list')).toBeInViewport({ ratio: 0.9 });
    await expect(stepSection(page).locator('.step-list')).toHaveAttribute('data-rotating', 'true');
    await tick(page, STEP_INTERVAL);
    await expectStep(page, 'Portabilité de vos numéros');
  });
});

test.describe('marquees', () => {
  async function loopDuration(row: Locator): Promise<{ css: number; expected: (speed: number) => number }> {
    const { duration, width } = await row.evaluate((el) => ({
      duration: parseFloat(getComputedStyle(el.querySelector('.marquee__track')!).animationDuration),
      width: el.querySelector('ul')!.getBoundingClientRect().width,
    }));
    return { css: duration, expected: (speed) => width / speed };
  }

  test('the client logos loop at 35 px/s, duplicated, and pause on hover', async ({ page }) => {
    await startClock(page);
    const row = page.getByRole('region', { name: 'Logos de nos clients', exact: true });
    // The logos are below the fold (lazy): the 600 ms cap starts the loop.
    await tick(page, MARQUEE_START - 40);
    await expect(row).toHaveAttribute('data-state', 'static');
    await tick(page, 40);
    await expect(row).toHaveAttribute('data-state', 'running');
    await expect(row.locator('ul')).toHaveCount(2);
    await expect(row.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
    const { css, expected } = await loopDuration(row);
    expect(css).toBeCloseTo(expected(35), 1);
    await row.hover();
    await expect(row).toHaveAttribute('data-state', 'paused');
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'running');
  });

  test('on mobile the logos split into even and odd rows at 32 and 28 px/s', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await startClock(page);
    await tick(page, MARQUEE_START);
    await expect(page.getByRole('region', { name: 'Logos de nos clients', exact: true })).toBeHidden();
    const even = page.getByRole('region', { name: 'Logos de nos clients, première ligne' });
    const odd = page.getByRole('region', { name: 'Logos de nos clients, seconde ligne' });
    await expect(even).toHaveAttribute('data-state', 'running');
    await expect(odd).toHaveAttribute('data-state', 'running');
    await expect(even.locator('ul').first().getByRole('img')).toHaveCount(Math.ceil(clientsFile.length / 2));
    await expect(odd.locator('ul').first().getByRole('img')).toHaveCount(Math.floor(clientsFile.length / 2));
    await expect(even.getByRole('img', { name: clientsFile[0].name })).toBeVisible();
    await expect(odd.getByRole('img', { name: clientsFile[1].name })).toBeAttached();
    const a = await loopDuration(even);
    expect(a.css).toBeCloseTo(a.expected(32), 1);
    const b = await loopDuration(odd);
    expect(b.css).toBeCloseTo(b.expected(28), 1);
  });

  test('testimonials loop at 30 px/s with a pause control', async ({ page }) => {
    await startClock(page);
    const row = page.getByRole('region', { name: 'Témoignages de nos clients' });
    await row.scrollIntoViewIfNeeded();
    await pointerAway(page);
    await tick(page, MARQUEE_START);
    await expect(row).toHaveAttribute('data-state', 'running');
    const { css, expected } = await loopDuration(row);
    expect(css).toBeCloseTo(expected(30), 1);
    await page.getByRole('button', { name: 'Pause : défilement des témoignages' }).click();
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'paused');
    await page.getByRole('button', { name: 'Lecture : défilement des témoignages' }).click();
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'running');
  });

  test('the client logos have a pause control', async ({ page }) => {
    await startClock(page);
    await tick(page, MARQUEE_START);
    const row = page.getByRole('region', { name: 'Logos de nos clients', exact: true });
    await page.getByRole('button', { name: 'Pause : défilement des logos clients' }).click();
    await pointerAway(page);
    await expect(row).toHaveAttribute('data-state', 'paused');
    // The loop is a CSS animation, on real time rather than the paused clock:
    // the browser reports it paused, so it stays where it is.
    const track = row.locator('.marquee__track');
    await expect
      .poll(() => track.evaluate((el) => el.getAnimations().map((animation) => animation.playState)))
      .toEqual(['paused']);
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

test('"Laissez-nous un avis" opens the review modal', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Laissez-nous un avis' });
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
