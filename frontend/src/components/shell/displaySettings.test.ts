// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALERT_DEFAULT_HEADER,
  ALERT_FIXED_HEADER,
  changeSetting,
  defaultSettings,
  htmlAttributes,
  readSettings,
  storeSettings,
} from './displaySettings';

function memoryStorage(values: Record<string, string> = {}) {
  const data = new Map(Object.entries(values));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('display settings (spec §3)', () => {
  it('starts from the layout defaults: teal, header fixed, nothing else, dark from the system', () => {
    expect(defaultSettings(false)).toEqual({
      appTheme: 'teal',
      appDarkMode: false,
      appHeaderFixed: true,
      appHeaderInverse: false,
      appSidebarFixed: false,
      appSidebarMinified: false,
      appSidebarGrid: false,
      appGradientEnabled: false,
      appRtlMode: false,
    });
    expect(readSettings(memoryStorage(), true).appDarkMode).toBe(true);
  });

  it("reads 'true'/'false' and the theme by name; a stored choice beats the system", () => {
    const storage = memoryStorage({
      appDarkMode: 'false',
      appSidebarMinified: 'true',
      appTheme: 'indigo',
      appRtlMode: 'yes',
    });
    const settings = readSettings(storage, true);
    expect(settings.appDarkMode).toBe(false);
    expect(settings.appSidebarMinified).toBe(true);
    expect(settings.appTheme).toBe('indigo');
    expect(settings.appRtlMode).toBe(false); // 'yes' is not a stored boolean
    expect(readSettings(memoryStorage({ appTheme: 'rainbow' }), false).appTheme).toBe('teal');
  });

  it('stores changed settings as the strings true/false and the theme by name', () => {
    const storage = memoryStorage();
    storeSettings(storage, changeSetting(defaultSettings(false), 'appDarkMode', true));
    storeSettings(storage, changeSetting(defaultSettings(false), 'appTheme', 'gray-500'));
    expect(Object.fromEntries(storage.data)).toEqual({
      appDarkMode: 'true',
      appTheme: 'gray-500',
    });
  });
});

describe('layout rules (spec §4)', () => {
  it('header-fixed off while the sidebar is fixed: the sidebar goes back to default, with the alert', () => {
    const start = { ...defaultSettings(false), appSidebarFixed: true };
    const change = changeSetting(start, 'appHeaderFixed', false);
    expect(change.settings.appHeaderFixed).toBe(false);
    expect(change.settings.appSidebarFixed).toBe(false);
    expect(change.alert).toBe(
      'Default Header with Fixed Sidebar option is not supported. Proceed with Default Header with Default Sidebar.',
    );
    expect(change.alert).toBe(ALERT_DEFAULT_HEADER);
    expect(change.changed.sort()).toEqual(['appHeaderFixed', 'appSidebarFixed']);
  });

  it('sidebar-fixed on while the header is not fixed: the header becomes fixed, with the alert', () => {
    const start = { ...defaultSettings(false), appHeaderFixed: false };
    const change = changeSetting(start, 'appSidebarFixed', true);
    expect(change.settings).toMatchObject({
      appSidebarFixed: true,
      appHeaderFixed: true,
    });
    expect(change.alert).toBe(ALERT_FIXED_HEADER);
    expect(change.alert?.endsWith('Proceed with Fixed Header with Fixed Sidebar.')).toBe(true);
  });

  it('no alert when no rule applies', () => {
    expect(changeSetting(defaultSettings(false), 'appSidebarFixed', true).alert).toBeNull();
    expect(changeSetting(defaultSettings(false), 'appHeaderFixed', false).alert).toBeNull();
  });
});

describe('attributes on <html>', () => {
  it('dark mode sets the dark theme attribute and RTL the direction', () => {
    const attributes = htmlAttributes({
      ...defaultSettings(true),
      appRtlMode: true,
      appTheme: 'red',
    });
    expect(attributes).toMatchObject({
      'data-theme': 'dark',
      dir: 'rtl',
      'data-app-theme': 'red',
      'data-app-header-fixed': 'true',
    });
    // Light is written too: without data-theme the CSS would follow the system.
    expect(htmlAttributes(defaultSettings(false))).toMatchObject({
      'data-theme': 'light',
      dir: null,
    });
  });
});
