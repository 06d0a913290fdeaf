// The shared FAQ (spec §2/§4/§9): a preview of 5 questions, the first open,
// 'Voir toutes les questions (N)' opening a full-screen modal, its three
// close paths, and the page scroll locked while open and released only after
// both exit animations.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, finiteAnimationsEnded, nextFrames, test, waitForHydration } from './fixtures';

const FAQS = [
  { path: '/telephonie', file: 'faq_voip' },
  { path: '/connexion', file: 'faq_net' },
  { path: '/infogerance', file: 'faq_it' },
  { path: '/cybersecurite', file: 'faq_cyber' },
];

interface FaqData {
  title: string;
  items: { question: string; answer: string }[];
}

/** The page's FAQ as its sections' data has it (the JSON a client navigation gets). */
async function pageFaq(page: Page): Promise<FaqData> {
  const path = new URL(page.url()).pathname;
  const props = await (await page.request.get(path, { headers: { Accept: 'application/json' } })).json();
  return props.page.sections.faq as FaqData;
}

async function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('scroll-locked'));
}

async function openAll(page: Page, faq: FaqData) {
  const section = page.locator('#faq');
  await section.getByRole('button', { name: `Voir toutes les questions (${faq.items.length})` }).click();
  const dialog = page.getByRole('dialog', { name: faq.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const { path, file } of FAQS) {
  test(`${path}: the preview shows 5 questions of ${file}, the first one open`, async ({ page, request }) => {
    await page.goto(path);
    await waitForHydration(page);
    const faq = await pageFaq(page);
    // The same data as the public file (spec §7), validated; the page's copy
    // has French no-break spaces (content/typography.json).
    const plain = JSON.parse(JSON.stringify(faq).replace(/[\u00a0\u202f]/g, ' '));
    expect(plain).toEqual(await (await request.get(`/assets/data/${file}.json`)).json());
    const section = page.locator('#faq');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(faq.title);
    // The page holds the preview, the first 5; the modal has every question.
    await expect(section.locator('details')).toHaveCount(5);
    const details = section.locator('.faq__inner > .faq-list details');
    await expect(details.locator('summary')).toHaveText(faq.items.slice(0, 5).map((item) => item.question));
    await expect(section.locator('#faq-toutes')).toHaveCount(0);
    await expect(section.getByText(faq.items[0].answer)).toBeVisible();
    await expect(section.getByText(faq.items[1].answer)).toBeHidden();
    // An exclusive accordion: opening the second closes the first.
    await details.nth(1).locator('summary').click();
    await expect(section.getByText(faq.items[1].answer)).toBeVisible();
    await expect(section.getByText(faq.items[0].answer)).toBeHidden();
    await expect(
      section.getByRole('button', { name: `Voir toutes les questions (${faq.items.length})` }),
    ).toBeVisible();
  });
}

test('the modal shows every question, locks scrolling, and passes axe', async ({ page }) => {
  await page.goto('/telephonie');
  await waitForHydration(page);
  const faq = await pageFaq(page);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  const dialog = await openAll(page, faq);
  expect(await scrollLocked(page)).toBe(true);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(faq.title);
  await expect(dialog.locator('summary')).toHaveText(faq.items.map((item) => item.question));
  await expect(dialog.locator('details').first()).toHaveAttribute('open', '');
  // Nearly full screen: the sheet covers at least 90 % of the viewport, once
  // its opening animation is over (read during it, the sheet was still growing).
  await finiteAnimationsEnded(page);
  const box = (await dialog.locator('.modal__panel').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width * box.height).toBeGreaterThan(0.9 * viewport.width * viewport.height);
  // The page behind does not scroll.
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, 800);
  await nextFrames(page, 3); // an unlocked page would have scrolled by then
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  // The last question opens inside the modal.
  const last = faq.items[faq.items.length - 1];
  await dialog.getByText(last.question).click();
  await expect(dialog.getByText(last.answer)).toBeVisible();
  await expectNoA11yViolations(page);
});

const CLOSE_PATHS: { name: string; close: (page: Page) => Promise<void> }[] = [
  { name: 'Escape', close: (page) => page.keyboard.press('Escape') },
  { name: 'the close button', close: (page) => page.getByRole('button', { name: 'Fermer' }).click() },
  // The thin backdrop frame around the sheet.
  { name: 'a backdrop click', close: (page) => page.mouse.click(4, 4) },
];

for (const { name, close } of CLOSE_PATHS) {
  test(`the modal closes by ${name} and gives focus and scrolling back`, async ({ page }) => {
    await page.goto('/infogerance');
    await waitForHydration(page);
    const faq = await pageFaq(page);
    const dialog = await openAll(page, faq);
    expect(await scrollLocked(page)).toBe(true);
    await expect(page.locator('#page')).toHaveAttribute('inert', '');
    await close(page);
    await expect(dialog).toBeHidden();
    await expect.poll(() => scrollLocked(page)).toBe(false);
    await expect(page.locator('#page')).not.toHaveAttribute('inert');
    await expect(page.locator('#faq').getByRole('button', { name: /Voir toutes les questions/ })).toBeFocused();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}

test('scroll stays locked until both exit animations have ended', async ({ page }) => {
  await page.goto('/cybersecurite');
  await waitForHydration(page);
  const faq = await pageFaq(page);
  await openAll(page, faq);
  // Found by class: the dialog loses its name (its heading) as it closes.
  const dialog = page.locator('dialog.faq-modal');
  // Let the entry animations finish, then watch the exit.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await dialog.evaluate((element) => {
    const log: string[] = [];
    (window as unknown as { __exitLog: string[] }).__exitLog = log;
    const locked = () => document.documentElement.classList.contains('scroll-locked');
    element.addEventListener('animationend', (event) => {
      log.push(`end:${(event as AnimationEvent).pseudoElement || 'dialog'}:${locked() ? 'locked' : 'free'}`);
    });
    new MutationObserver(() => {
      if (element.hasAttribute('data-closing') && !log.some((entry) => entry.startsWith('closing')))
        log.push(`closing:${locked() ? 'locked' : 'free'}`);
    }).observe(element, { attributes: true, attributeFilter: ['data-closing'] });
    new MutationObserver(() => {
      if (!locked()) log.push('unlock');
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
  await page.keyboard.press('Escape');
  await expect.poll(() => scrollLocked(page)).toBe(false);
  const log = await page.evaluate(() => (window as unknown as { __exitLog: string[] }).__exitLog);
  // The exit starts with the page still locked, both animations end while it
  // is still locked, and only then is scrolling given back.
  expect(log[0]).toBe('closing:locked');
  expect(log).toContain('end:dialog:locked');
  expect(log).toContain('end:::backdrop:locked');
  expect(log.at(-1)).toBe('unlock');
  expect(log.filter((entry) => entry === 'unlock')).toHaveLength(1);
});

test('the call to action under the FAQ leads to the contact form', async ({ page }) => {
  await page.goto('/connexion');
  await waitForHydration(page);
  const faq = (await pageFaq(page)) as FaqData & { cta?: { text: string; link: string } };
  test.skip(!faq.cta, 'faq_net.json has no call to action');
  await page.locator('#faq').getByRole('link', { name: faq.cta!.text }).click();
  await expect(page).toHaveURL(new RegExp(`${faq.cta!.link.replace(/[#/]/g, '\\$&')}$`));
  await expect(page.locator('#contact')).toBeInViewport();
});
