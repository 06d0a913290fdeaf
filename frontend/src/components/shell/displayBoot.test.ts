// @vitest-environment jsdom
// display-boot.js (served as a static file, run before first paint when the
// page shell is on) must put on <html> exactly what displaySettings.ts
// computes for the same storage. Without the shell, Django does not load it
// (website/tests/test_shell.py): the CSS follows the system alone.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { htmlAttributes, readSettings } from './displaySettings';

const BOOT = readFileSync(resolve('frontend/static/display-boot.js'), 'utf8');
const LAYOUT_DEFAULTS: Record<string, string> = {
  'data-app-theme': 'teal',
  'data-app-header-fixed': 'true',
  'data-app-header-inverse': 'false',
  'data-app-sidebar-fixed': 'false',
  'data-app-sidebar-minified': 'false',
  'data-app-sidebar-grid': 'false',
  'data-app-gradient-enabled': 'false',
  'data-app-rtl-mode': 'false',
};

function boot(prefersDark: boolean) {
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  // What Django writes (website/shell.py html_attributes).
  root.setAttribute('data-shell', 'sidebar themePanel');
  for (const [name, value] of Object.entries(LAYOUT_DEFAULTS)) root.setAttribute(name, value);
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
    addEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  new Function(BOOT)();
  return root;
}

describe('display-boot.js', () => {
  beforeEach(() => localStorage.clear());

  it('is small', () => {
    expect(BOOT.length).toBeLessThan(1000);
  });

  it('always writes dark or light: the stored choice, else the system', () => {
    expect(boot(true).getAttribute('data-theme')).toBe('dark');
    expect(boot(false).getAttribute('data-theme')).toBe('light');
    localStorage.setItem('appDarkMode', 'false');
    expect(boot(true).getAttribute('data-theme')).toBe('light');
    localStorage.setItem('appDarkMode', 'true');
    expect(boot(false).getAttribute('data-theme')).toBe('dark');
  });

  it.each([
    [{}, false],
    [{}, true],
    [
      {
        appRtlMode: 'true',
        appTheme: 'purple',
        appSidebarMinified: 'true',
        appDarkMode: 'true',
      },
      false,
    ],
    [
      {
        appHeaderFixed: 'false',
        appHeaderInverse: 'true',
        appSidebarGrid: 'true',
        appGradientEnabled: 'true',
      },
      true,
    ],
    [{ appSidebarFixed: 'true', appDarkMode: 'false', appTheme: 'gray-500' }, true],
  ])('matches displaySettings.ts: %o, system dark %s', (stored, prefersDark) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const root = boot(prefersDark);
    const expected = htmlAttributes(readSettings(localStorage, prefersDark));
    for (const [name, value] of Object.entries(expected)) {
      expect(root.getAttribute(name), name).toBe(value);
    }
  });
});
