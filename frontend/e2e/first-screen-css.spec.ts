// /home and the offer pages inline only their first screen's CSS; the whole
// stylesheet is linked at the end of <body> (issues 18 and 31,
// frontend/vite-plugins/firstScreenCss.ts). What
// a visitor sees before scrolling must not depend on that file: every element
// of the first screen has the same box and look whether the file arrived or
// not. Without JavaScript, so that what is compared is the server's markup as
// first painted (no carousel rotation, no hydration).
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'background-image',
  'font-size',
  'font-weight',
  'line-height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'opacity',
  'visibility',
] as const;

/** Every element of the first screen: its place in the tree, its box and the properties above. */
async function firstScreen(
  browser: Browser,
  url: string,
  [width, height]: readonly [number, number],
  withSheet: boolean,
) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
  const page = await context.newPage();
  let sheets = 0;
  await page.route(/-whole-[\w-]+\.css$/, (route) => {
    sheets += 1;
    return withSheet ? route.continue() : route.abort();
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  const elements = await page.evaluate(
    ({ properties, viewportHeight }) => {
      const path = (element: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
          parts.unshift(`${node.tagName.toLowerCase()}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
        }
        return parts.join('>');
      };
      return [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < viewportHeight && box.bottom > 0;
        })
        .map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          // What shows of it: a container that runs below the fold is as tall as the rest makes it.
          const bottom = Math.min(box.bottom, viewportHeight);
          return {
            path: path(element),
            box: [box.x, box.y, box.width, bottom - box.y].map(Math.round).join(','),
            style: properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';'),
          };
        });
    },
    { properties: [...PROPERTIES], viewportHeight: height },
  );
  await context.close();
  return { elements, sheets };
}

const PHONE = [412, 823] as const;
const LAPTOP = [1280, 800] as const;
const WIDE = [1920, 1080] as const;
// /home at three sizes; each offer page on the smallest and the tallest
// screen (the hero fills a laptop's: make test's time is counted).
const SCREENS: [string, readonly (readonly [number, number])[]][] = [
  ['/home', [PHONE, LAPTOP, WIDE]],
  ...['/telephonie', '/connexion', '/infogerance', '/cybersecurite'].map(
    (path): [string, (readonly [number, number])[]] => [path, [PHONE, WIDE]],
  ),
];

for (const [path, sizes] of SCREENS) {
  for (const size of sizes) {
    test(`${path} at ${size.join(' × ')}: the first screen needs only the inlined CSS`, async ({
      browser,
      baseURL,
    }) => {
      const alone = await firstScreen(browser, baseURL + path, size, false);
      const whole = await firstScreen(browser, baseURL + path, size, true);
      // The file was asked for both times (and refused the first time).
      expect(alone.sheets).toBe(1);
      expect(whole.sheets).toBe(1);
      expect(alone.elements.length).toBeGreaterThan(20);
      expect(alone.elements).toEqual(whole.elements);
    });
  }
}
