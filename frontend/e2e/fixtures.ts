// Shared end-to-end fixtures:
// - every request to another host is recorded, and fails (there is no
//   outside network here; tests read what *would* have been sent);
// - console errors, hydration warnings and CSP violations fail the test;
// - expectNoA11yViolations runs axe-core's WCAG 2.2 A and AA rules and its best practices.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { django } from './serverDatabase';

export interface ConsoleWatch {
  /** Console messages of type error or warning seen so far. */
  messages: string[];
  /** Patterns of messages a test expects (e.g. a deliberately failing request). */
  allow: RegExp[];
}

interface Fixtures {
  consoleWatch: ConsoleWatch;
  externalRequests: Request[];
}

// Hydration and CSP problems show up as errors or warnings with these words.
const ALWAYS_FATAL = [/hydrat/i, /Content Security Policy/i, /did not match/i];

// React's production message for a server HTML that its data does not match.
const HYDRATION_MISMATCH = /Minified React error #418/;

/**
 * Whether anything the pages show was published since `since` (ms): a content
 * revision (contentstore.store, which Wagtail's publications feed; each is
 * stamped `published_at`) or a review (/home's and the offer pages'
 * testimonials: moderated, or created published). The editor specs publish on
 * the same stack, beside the public pages' specs: a page whose lower sections
 * fetch their data (lib/deferredSection.tsx) after a publication that came
 * just after its HTML gets the new content, and React renders those sections
 * anew (error #418, recovered), which is what a visitor at that moment sees.
 * Such an error passes only when this is true. Asked only after a #418.
 */
function publishedSince(since: number): Promise<boolean> {
  return django<boolean>(`import json
from datetime import datetime, timezone
from django.db.models import Q
from contentstore.models import Revision
from reviews.models import Review, ReviewStatus
since = datetime.fromtimestamp(${since / 1000}, tz=timezone.utc)
reviews = Review.objects.filter(Q(moderated_at__gte=since) | Q(created_at__gte=since, status=ReviewStatus.PUBLISHED))
print(json.dumps(Revision.objects.filter(published_at__gte=since).exists() or reviews.exists()))`);
}

export const test = base.extend<Fixtures>({
  // Both watchers are automatic: every test gets them, even if it does not name them.
  externalRequests: [
    async ({ context, baseURL }, use) => {
      const seen: Request[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      // Listening, not routing: a route would stop every request of the page
      // for a round trip to this process. Chromium itself fails every other
      // host at once (--host-resolver-rules in playwright.config.ts).
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:')) seen.push(request);
      });
      await use(seen);
    },
    { auto: true },
  ],
  consoleWatch: [
    async ({ page }, use) => {
      const watch: ConsoleWatch = { messages: [], allow: [] };
      const started = Date.now();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          watch.messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => watch.messages.push(`pageerror: ${error.message}`));
      await use(watch);
      if (watch.messages.some((text) => HYDRATION_MISMATCH.test(text)) && (await publishedSince(started))) {
        watch.allow.push(HYDRATION_MISMATCH);
      }
      const unexpected = watch.messages.filter(
        (text) => ALWAYS_FATAL.some((re) => re.test(text)) || !watch.allow.some((re) => re.test(text)),
      );
      expect(unexpected, 'console errors, hydration warnings or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The WCAG 2.0/2.1/2.2 A and AA rules. */
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules: WCAG A and AA, and axe's best practices (landmarks, one h1, a
 * dialog's name…). Given with the other options, not by `AxeBuilder.withTags`,
 * which `.options()` silently replaces: until 7 Dec the checks ran axe's
 * default set, the same without `target-size` (WCAG 2.2's 2.5.8, off by default).
 *
 * Only the violations are read: axe still runs every rule on every node, but
 * lists one node per passed, inapplicable or incomplete rule instead of all of
 * them, which spared about a third of each check's CPU on /home (the results'
 * serialisation and their trip to this process).
 */
const A11Y_OPTIONS = {
  runOnly: { type: 'tag' as const, values: [...A11Y_TAGS, 'best-practice'] },
  resultTypes: ['violations' as const],
};

/** axe-core with A11Y_OPTIONS: no serious or critical violation. */
export async function expectNoA11yViolations(
  page: Page,
  include?: string,
  options: { exclude?: string[]; waitForAnimations?: boolean; withoutTargetSize?: boolean } = {},
): Promise<void> {
  // axe reads colours as they are: halfway through a fade-in (the cookie
  // banner's, 0.24 s), a button has the contrast of a half-transparent one.
  // (Wagtail's editor keeps animations that never end on hidden elements:
  // its pages skip the wait, and have no fade-in.)
  if (options.waitForAnimations !== false) await finiteAnimationsEnded(page);
  // Without a frame from another origin, legacy mode: axe.run in the page and its same-origin
  // frames, the same rules and results. The default mode (runPartial) reaches cross-origin frames
  // too, at the cost of a second page per check that loads axe (500 KB) again to merge the
  // results: 2.4 times as long, about a tenth of the suite's time. Pages that show another
  // origin's frame (the threat map's stand-in) keep it.
  const origin = new URL(page.url()).origin;
  const foreignFrame = page
    .frames()
    .some(
      (frame) =>
        frame !== page.mainFrame() &&
        !['', 'about:blank', 'about:srcdoc'].includes(frame.url()) &&
        new URL(frame.url()).origin !== origin,
    );
  const runOptions = options.withoutTargetSize
    ? { ...A11Y_OPTIONS, rules: { 'target-size': { enabled: false } } }
    : A11Y_OPTIONS;
  let builder = new AxeBuilder({ page }).setLegacyMode(!foreignFrame).options(runOptions);
  if (include) builder = builder.include(include);
  // e.g. a cross-origin frame that never loads: axe would wait for it forever.
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'axe serious/critical violations').toEqual([]);
}

/** Waits until every running transition and finite animation has ended (marquees loop for ever: left alone). */
export async function finiteAnimationsEnded(page: Page): Promise<void> {
  await runningAnimationsEnded(page, 'finite');
}

/** Waits until React has hydrated the page (the shell sets data-hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * A control below the first screen, as a visitor reaches it: scrolled to,
 * which loads its section's code (lib/deferredSection.tsx), then the hydrated
 * button. Until then the server's link of the same name stands in for it.
 */
export async function scrolledToButton(page: Page, name: string) {
  await page.getByText(name, { exact: true }).first().scrollIntoViewIfNeeded();
  return page.getByRole('button', { name, exact: true });
}

/**
 * Waits for `count` rendering frames of the page (scroll, IntersectionObserver
 * and layout work happen there): an ordering, not a duration, so it holds on a
 * loaded machine. Not for pages on a paused Playwright clock (it fakes
 * requestAnimationFrame).
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Waits until every running CSS transition of the page has ended (fade-ins,
 * slides). Animations are left alone: progress bars and marquees run for as
 * long as their component says.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await runningAnimationsEnded(page, 'transitions');
}

/** Waits for the page's running transitions, or for all its running animations that have an end. */
async function runningAnimationsEnded(page: Page, which: 'transitions' | 'finite'): Promise<void> {
  await page.evaluate(
    (kind) =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            if (animation.playState !== 'running') return false;
            if (kind === 'transitions') return animation instanceof CSSTransition;
            const end = animation.effect?.getComputedTiming().endTime;
            return typeof end === 'number' && Number.isFinite(end);
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    which,
  );
}
