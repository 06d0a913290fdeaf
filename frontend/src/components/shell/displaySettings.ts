// Display settings of spec §3 (theme panel): what is stored, under which
// localStorage key, how a setting shows on <html>, and the two layout rules
// of spec §4 with their exact alerts. Pure logic, no React.
//
// With the shell on, frontend/static/display-boot.js applies the same rules
// before first paint, from <head> as a same-origin file (the CSP forbids
// inline scripts), so a server-rendered page never flashes the wrong theme or
// direction: dark mode is the stored appDarkMode or, without one, the
// system's prefers-color-scheme, followed live; the stored settings replace
// the layout defaults Django wrote on <html> (website/shell.py).
// displayBoot.test.ts runs it against these rules. Without the shell no
// script runs before the paint: the CSS follows the system by itself
// (frontend/vite-plugins/systemDarkMode.ts).
// With its import attribute: the shell's Playwright specs import this module too
// (THEME_NAMES), and Node imports JSON only with it.
import layout from '../../../../content/layout.json' with { type: 'json' };

export const THEMES = layout.themes;
export type Theme = string;

/** Each theme's French name: the theme panel's swatch labels. */
export const THEME_NAMES: Record<Theme, string> = {
  red: 'Rouge',
  pink: 'Rose',
  orange: 'Orange',
  yellow: 'Jaune',
  lime: 'Citron vert',
  green: 'Vert',
  teal: 'Bleu canard',
  cyan: 'Cyan',
  blue: 'Bleu',
  purple: 'Violet',
  indigo: 'Indigo',
  'gray-500': 'Gris',
};

export const FLAG_KEYS = [
  'appDarkMode',
  'appHeaderFixed',
  'appHeaderInverse',
  'appSidebarFixed',
  'appSidebarMinified',
  'appSidebarGrid',
  'appGradientEnabled',
  'appRtlMode',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export type DisplaySettings = Record<FlagKey, boolean> & { appTheme: Theme };

/** Theme panel open or closed (spec §3), and the sidebar's scroll position. */
export const PANEL_KEY = 'appThemePanelExpanded';
export const SIDEBAR_SCROLL_KEY = 'appSidebarScrollPosition';

export const ALERT_DEFAULT_HEADER =
  'Default Header with Fixed Sidebar option is not supported. Proceed with Default Header with Default Sidebar.';
export const ALERT_FIXED_HEADER =
  'Default Header with Fixed Sidebar option is not supported. Proceed with Fixed Header with Fixed Sidebar.';

/** The settings as the layout file gives them, dark mode from the system. */
export function defaultSettings(prefersDark: boolean): DisplaySettings {
  return { ...layout.settings, appDarkMode: prefersDark };
}

/** Stored values win over the defaults; anything but 'true'/'false' is ignored. */
export function readSettings(storage: Pick<Storage, 'getItem'> | null, prefersDark: boolean): DisplaySettings {
  const settings = defaultSettings(prefersDark);
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  for (const key of FLAG_KEYS) {
    const value = read(key);
    if (value === 'true' || value === 'false') settings[key] = value === 'true';
  }
  const theme = read('appTheme');
  if (theme && THEMES.includes(theme)) settings.appTheme = theme;
  return settings;
}

export interface Change {
  /** Every setting after the change (and its rule) applied. */
  settings: DisplaySettings;
  /** Keys whose value changed, to store. */
  changed: (keyof DisplaySettings)[];
  /** The spec §4 alert to show, if a layout rule applied. */
  alert: string | null;
}

/** One setting changed by the visitor, with the two layout rules of spec §4. */
export function changeSetting<K extends keyof DisplaySettings>(
  current: DisplaySettings,
  key: K,
  value: DisplaySettings[K],
): Change {
  const next: DisplaySettings = { ...current, [key]: value };
  let alert: string | null = null;
  if (key === 'appHeaderFixed' && value === false && current.appSidebarFixed) {
    next.appSidebarFixed = false;
    alert = ALERT_DEFAULT_HEADER;
  } else if (key === 'appSidebarFixed' && value === true && !current.appHeaderFixed) {
    next.appHeaderFixed = true;
    alert = ALERT_FIXED_HEADER;
  }
  const changed = (Object.keys(next) as (keyof DisplaySettings)[]).filter((k) => next[k] !== current[k]);
  return { settings: next, changed, alert };
}

/** The attributes <html> carries for these settings (the shell's CSS reads them). */
export function htmlAttributes(settings: DisplaySettings): Record<string, string | null> {
  const attributes: Record<string, string | null> = {
    // Always set with the shell: without data-theme the CSS follows the system.
    'data-theme': settings.appDarkMode ? 'dark' : 'light',
    'data-app-theme': settings.appTheme,
    dir: settings.appRtlMode ? 'rtl' : null,
  };
  for (const key of FLAG_KEYS) {
    if (key === 'appDarkMode') continue;
    attributes[`data-${key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`] = String(settings[key]);
  }
  return attributes;
}

export function applyToDocument(settings: DisplaySettings, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(htmlAttributes(settings))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

/** Stores the changed keys as the spec says: 'true'/'false', the theme by name. */
export function storeSettings(storage: Pick<Storage, 'setItem'> | null, change: Change): void {
  for (const key of change.changed) {
    try {
      storage?.setItem(key, String(change.settings[key]));
    } catch {
      // Storage full or disabled: the setting holds for this page only.
    }
  }
}
