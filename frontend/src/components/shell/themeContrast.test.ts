// @vitest-environment node
// WCAG 2.2 AA contrast (4.5:1 for text) of every colour theme, light and
// dark, read from the stylesheets themselves, logo included.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from './displaySettings';

// Quotes normalised: Prettier may write the selectors either way.
const css = (path: string) => readFileSync(resolve(path), 'utf8').replaceAll('"', "'");
const GLOBAL = css('frontend/src/styles/global.css');
const SHELL = css('frontend/src/components/shell/themes.css');
const LOGO = readFileSync(resolve('content/images/brand/logo.svg'), 'utf8');

/** The custom properties declared in the first block whose selector is exactly `selector`. */
function tokens(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

const LIGHT = tokens(GLOBAL, ':root');
const DARK = { ...LIGHT, ...tokens(GLOBAL, "[data-theme='dark']") };

// Text colour on background, as the site uses them.
const PAIRS: [string, string][] = [
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-alt'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-alt'],
  ['--color-primary', '--color-surface'], // links, current menu entry, phone number
  ['--color-primary', '--color-surface-alt'], // sidebar
  ['--color-primary', '--color-primary-soft'], // hovered menu entry
  ['--color-primary-strong', '--color-surface'], // body links
  ['--color-primary-strong', '--color-surface-alt'],
  ['--color-on-primary', '--color-primary'], // buttons, current sidebar entry
  ['--color-on-primary', '--color-primary-strong'], // hovered buttons
  ['--color-text', '--color-primary-soft'],
];

describe.each(THEMES)('theme %s', (theme) => {
  it.each([
    [
      'light',
      {
        ...LIGHT,
        ...tokens(SHELL, `[data-app-theme='${theme}']:not([data-theme='dark'])`),
      },
    ],
    [
      'dark',
      {
        ...DARK,
        ...tokens(SHELL, `[data-theme='dark'][data-app-theme='${theme}']`),
      },
    ],
  ])('meets AA in %s', (_scheme, palette: Record<string, string>) => {
    const failures = PAIRS.map(([fg, bg]) => [fg, bg, contrast(palette[fg], palette[bg])] as const).filter(
      ([, , ratio]) => !(ratio >= 4.5),
    );
    expect(failures).toEqual([]);
  });
});

describe('logo and inverse header', () => {
  const logoColours = [...LOGO.matchAll(/<tspan[^>]*?fill="(#[0-9a-f]{6})"|<text[^>]*?fill="(#[0-9a-f]{6})"/gi)].map(
    (m) => (m[1] ?? m[2]).toLowerCase(),
  );

  it('the wordmark "TQ Télécom" is readable on the light page and on its ground in the dark one', () => {
    expect(logoColours).toEqual(['#0b1f33', '#0f766e']);
    for (const colour of logoColours) {
      expect(contrast(colour, LIGHT['--color-surface'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, DARK['--color-logo-backdrop'])).toBeGreaterThanOrEqual(4.5);
    }
    // Without its ground, the navy "TQ" would be unreadable on the dark page.
    expect(contrast('#0b1f33', DARK['--color-surface'])).toBeLessThan(1.5);
  });

  it('the inverse header keeps light text on navy', () => {
    expect(contrast(LIGHT['--color-on-dark'], LIGHT['--color-navy'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(LIGHT['--color-on-dark'], '#1d3550')).toBeGreaterThanOrEqual(4.5); // its hover ground
  });
});
