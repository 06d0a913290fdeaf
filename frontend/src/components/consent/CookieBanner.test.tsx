import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import company from '../../lib/companyForTests';
import * as analytics from '../../lib/analytics';
import { OPEN_COOKIES_EVENT, openCookiePreferences } from '../../lib/cookieEvents';
import { CONSENT_STORAGE_KEY } from '../../lib/consent';
import { SiteContext, type Company } from '../../lib/site';
import CookieBanner from './CookieBanner';

const site: Company = { ...company };
const NAME = 'Vos choix en matière de cookies';
const DAY = 86_400_000;

function tree() {
  return (
    <MemoryRouter>
      <SiteContext.Provider value={site}>
        <button type="button">Gérer les cookies</button>
        <main id="contenu" tabIndex={-1} />
        <CookieBanner />
      </SiteContext.Provider>
    </MemoryRouter>
  );
}

function stored(): unknown {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** The banner whether hidden or not (hidden regions have no accessible role). */
function banner(): HTMLElement {
  return document.querySelector<HTMLElement>('section.cookie-banner')!;
}

let consent: MockInstance<typeof analytics.setAnalyticsConsent>;

beforeEach(() => {
  consent = vi.spyOn(analytics, 'setAnalyticsConsent').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-10-15T10:00:00Z'));
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('server render', () => {
  it('contains the banner markup, hidden, so that nothing flashes before hydration', () => {
    const html = renderToString(tree());
    expect(html).toMatch(/<section[^>]*class="cookie-banner"[^>]*aria-labelledby="cookie-banner-title"[^>]*hidden=""/);
    expect(html).toContain(NAME);
    expect(html).toContain('Tout accepter');
    expect(html).toContain('Refuser');
    expect(html).toContain('Paramétrer');
  });
});

describe('first visit', () => {
  it('denies analytics by default and shows a labelled region with equal choices', () => {
    render(tree());
    const region = screen.getByRole('region', { name: NAME });
    expect(region).toBeVisible();
    expect(consent).toHaveBeenCalledWith(null, site.gaMeasurementId);
    const buttons = ['Tout accepter', 'Refuser', 'Paramétrer'].map((name) => screen.getByRole('button', { name }));
    // Refusing is exactly as visible as accepting: same element, same class, same container.
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(new Set(buttons.map((b) => b.parentElement)).size).toBe(1);
    expect(screen.getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute('href', '/cookies');
    // The first display does not steal the focus.
    expect(document.activeElement).toBe(document.body);
    expect(document.documentElement.dataset.cookieBanner).toBe('open');
  });

  it.each([
    ['Tout accepter', true],
    ['Refuser', false],
  ])('"%s" stores {analytics: %s, v: 1, ts} and hides the banner', (name, analyticsChoice) => {
    render(tree());
    fireEvent.click(screen.getByRole('button', { name }));
    expect(stored()).toStrictEqual({ analytics: analyticsChoice, v: 1, ts: Date.now() });
    expect(consent).toHaveBeenLastCalledWith(analyticsChoice, site.gaMeasurementId);
    expect(banner()).not.toBeVisible();
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });

  // Unticked at first (CNIL, CJEU Planet49): "Enregistrer" without a touch refuses.
  it.each([
    [false, false],
    [true, true],
  ])('custom view: starts unticked; ticked=%s then "Enregistrer" stores analytics %s', (tick, analyticsChoice) => {
    render(tree());
    fireEvent.click(screen.getByRole('button', { name: 'Paramétrer' }));
    const box = screen.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" });
    expect(box).not.toBeChecked();
    expect(box).toHaveFocus();
    if (tick) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(stored()).toStrictEqual({ analytics: analyticsChoice, v: 1, ts: Date.now() });
    expect(consent).toHaveBeenLastCalledWith(analyticsChoice, site.gaMeasurementId);
    expect(banner()).not.toBeVisible();
    // The focused button disappeared: focus continues from the page content.
    expect(document.activeElement?.id).toBe('contenu');
  });
});

describe('returning visitor', () => {
  it.each([true, false])('applies a valid stored choice (%s) without showing the banner', (choice) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: choice, v: 1, ts: Date.now() - 30 * DAY }));
    render(tree());
    expect(banner()).not.toBeVisible();
    expect(consent).toHaveBeenCalledWith(choice, site.gaMeasurementId);
  });

  it('asks again when the record is six months old', () => {
    const sixMonthsAgo = new Date();
    sixMonthsAgo.setMonth(sixMonthsAgo.getMonth() - 6);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, v: 1, ts: sixMonthsAgo.getTime() }));
    render(tree());
    expect(screen.getByRole('region', { name: NAME })).toBeVisible();
    expect(consent).toHaveBeenCalledWith(null, site.gaMeasurementId);
  });
});

describe('reopening', () => {
  beforeEach(() => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, v: 1, ts: Date.now() - DAY }));
  });

  it.each([
    ['the tq-open-cookies event', () => window.dispatchEvent(new Event(OPEN_COOKIES_EVENT))],
    ['the global function', () => window.tqOpenCookies?.()],
    ['openCookiePreferences()', () => openCookiePreferences()],
  ])('reopens from %s, focuses the banner, then returns the focus', (_label, open) => {
    render(tree());
    const opener = screen.getByRole('button', { name: 'Gérer les cookies' });
    opener.focus();
    expect(banner()).not.toBeVisible();
    act(() => open());
    const region = screen.getByRole('region', { name: NAME });
    expect(region).toBeVisible();
    expect(region).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(stored()).toMatchObject({ analytics: true });
    expect(opener).toHaveFocus();
  });

  it('shows the current choice in the custom view', () => {
    render(tree());
    act(() => openCookiePreferences());
    fireEvent.click(screen.getByRole('button', { name: 'Paramétrer' }));
    expect(screen.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" })).not.toBeChecked();
  });

  it('says the refusal in force and marks « Refuser »', () => {
    render(tree());
    act(() => openCookiePreferences());
    const region = screen.getByRole('region', { name: NAME });
    expect(region).toHaveAccessibleDescription("Votre choix actuel : mesure d'audience refusée, le 14 octobre 2025.");
    expect(screen.getByRole('button', { name: 'Refuser' })).toHaveAccessibleDescription(/refusée/);
    expect(screen.getByRole('button', { name: 'Tout accepter' })).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByRole('button', { name: 'Paramétrer' }));
    expect(document.getElementById('cookie-banner-current')).toHaveTextContent('refusée');
  });

  it('says an acceptance in force and ticks the box of the custom view', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, v: 1, ts: Date.now() }));
    render(tree());
    act(() => openCookiePreferences());
    expect(screen.getByRole('region', { name: NAME })).toHaveAccessibleDescription(
      "Votre choix actuel : mesure d'audience acceptée, le 15 octobre 2025.",
    );
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toHaveAccessibleDescription(/acceptée/);
    fireEvent.click(screen.getByRole('button', { name: 'Paramétrer' }));
    expect(screen.getByRole('checkbox', { name: "Mesure d'audience (Google Analytics)" })).toBeChecked();
  });

  it('removes its listeners and global function when unmounted', () => {
    const { unmount } = render(tree());
    expect(typeof window.tqOpenCookies).toBe('function');
    unmount();
    expect(window.tqOpenCookies).toBeUndefined();
    expect(() => openCookiePreferences()).not.toThrow();
  });
});
