// Cookie consent (issue 5, spec §4 "Cookie banner"): the first visit, before
// and after "Refuser", and the banner from the keyboard. Analytics once
// accepted: consent-analytics.spec.ts; the stored record, reopening and the
// cookie policy: consent-record.spec.ts.
import { DENIED_ADS, banner, dataLayer, firstVisit, interceptGoogle, navigateTo, stored } from './cookieConsent';
import { transitionsEnded, expect, expectNoA11yViolations, nextFrames, test, waitForHydration } from './fixtures';

test.describe('first visit', () => {
  test('nothing goes to Google before a choice, nor after "Refuser"', async ({ page, context }) => {
    const google = await interceptGoogle(context);
    await firstVisit(page);
    // Consent Mode defaults are in place, in memory only.
    expect((await dataLayer(page))[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ...DENIED_ADS }]);
    await navigateTo(page, 'Contact', '/contact');
    await expect(banner(page)).toBeVisible();
    expect(google).toEqual([]);

    await banner(page).getByRole('button', { name: 'Refuser' }).click();
    await expect(banner(page)).toBeHidden();
    await navigateTo(page, 'Téléphonie', '/telephonie');
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    expect(google).toEqual([]);
    expect(await page.locator(`script[src*="googletagmanager"]`).count()).toBe(0);
    const layer = await dataLayer(page);
    expect(layer.filter((entry) => entry[0] === 'event')).toEqual([]);
    expect(layer.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ...DENIED_ADS }]);
    expect(await context.cookies()).toEqual([]);
  });

  test('the server sends the banner hidden; showing or hiding it moves nothing', async ({ page, request }) => {
    const html = await (await request.get('/mentions-legales')).text();
    expect(html).toMatch(/<section[^>]*class="cookie-banner"[^>]*hidden=""/);
    await page.goto('/mentions-legales');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS('position', 'fixed');
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          w.__shifts.push(`${entry.value} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
        }
      }).observe({ type: 'layout-shift' });
    });
    const top = () => page.locator('main').evaluate((el) => el.getBoundingClientRect().top);
    const before = await top();
    // Keyboard activation, so that the shifts are not excused as user input.
    await banner(page).getByRole('button', { name: 'Refuser' }).press('Enter');
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => (window as unknown as { tqOpenCookies: () => void }).tqOpenCookies());
    await expect(banner(page)).toBeVisible();
    // Any shift would be reported once the banner's transitions have run.
    await transitionsEnded(page);
    await nextFrames(page);
    expect(await top()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });

  test('axe finds nothing serious with the banner open, in both views', async ({ page }) => {
    await firstVisit(page);
    await expectNoA11yViolations(page);
    await banner(page).getByRole('button', { name: 'Paramétrer' }).click();
    await expect(page.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" })).toBeFocused();
    await expectNoA11yViolations(page);
  });

  test('refusing is exactly as visible as accepting', async ({ page }) => {
    await firstVisit(page);
    const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
    const refuse = banner(page).getByRole('button', { name: 'Refuser' });
    const style = (el: HTMLElement) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.borderColor, s.fontSize, s.fontWeight, s.height, s.width].join('|');
    };
    expect(await refuse.evaluate(style)).toBe(await accept.evaluate(style));
    // Side by side: both boxes read in one frame, once the banner has slid in
    // (two reads a frame apart caught it moving on a loaded machine).
    await transitionsEnded(page);
    const tops = await banner(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => [b.textContent, b.getBoundingClientRect().top]));
    const top = Object.fromEntries(tops);
    expect(Object.keys(top)).toEqual(expect.arrayContaining(['Tout accepter', 'Refuser']));
    expect(top['Refuser']).toBe(top['Tout accepter']);
  });
});

test.describe('keyboard', () => {
  test('the banner is usable from the keyboard with a visible focus', async ({ page, context }) => {
    // Ticking the box accepts: the tag is then requested (answered here).
    await interceptGoogle(context);
    await firstVisit(page);
    const accept = banner(page).getByRole('button', { name: 'Tout accepter' });
    await accept.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    const outline = await accept.evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Paramétrer' })).toBeFocused();
    await page.keyboard.press('Enter');
    const box = page.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" });
    await expect(box).toBeFocused();
    // Unticked at first (CNIL, Planet49): Space ticks it.
    await expect(box).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.keyboard.press('Tab'); // "En savoir plus" link
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Enregistrer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: true, v: 1 });
  });

  test('while shown, the banner never hides the focused element (WCAG 2.4.11)', async ({ page }) => {
    for (const path of ['/home', '/politique-confidentialite']) {
      await firstVisit(page, path);
      // Every element in Tab order (document order: no positive tabindex on
      // the site), focused the way a Tab press does it: focus() scrolls it into
      // view with the same scroll-padding. One call walks the whole page.
      const covered = await page.evaluate(() => {
        const bannerEl = document.querySelector('.cookie-banner') as HTMLElement;
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const problems: string[] = [];
        const focusables = document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex="0"]',
        );
        for (const el of focusables) {
          if (bannerEl.contains(el) || el.closest('[inert], [hidden], dialog:not([open])')) continue;
          el.focus();
          if (document.activeElement !== el) continue; // not focusable after all (e.g. display: none)
          const r = el.getBoundingClientRect();
          const b = bannerEl.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          const label = `${el.tagName} "${el.textContent?.trim().slice(0, 40)}" ${r.top}-${r.bottom}, banner at ${b.top}`;
          // Entirely above the banner when it fits there; a taller element
          // (a long table) must at least start above it.
          if (r.height <= b.top - header ? r.bottom > b.top + 1 : r.top >= b.top) problems.push(label);
        }
        return problems;
      });
      expect(covered, path).toEqual([]);
    }
    // focus() stands in for Tab above; a real Tab press scrolls the same way.
    await page.evaluate(() => window.scrollTo(0, 0));
    const lastLink = page.locator('footer a[href]').last();
    await lastLink.evaluate((el) => {
      const previous = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
        (candidate) => !candidate.closest('.cookie-banner'),
      );
      previous[previous.indexOf(el as HTMLElement) - 1]?.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    await expect(lastLink).toBeFocused();
    const [linkBox, bannerBox] = [await lastLink.boundingBox(), await banner(page).boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  });
});
