import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, GTAG_SCRIPT_URL, MAX_PENDING_EVENTS, type Analytics } from './analytics';

const ID = 'G-TQ0000TEST';
const DENIED_ADS = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

/** The dataLayer as plain arrays (gtag pushes Arguments objects). */
function layer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function events(name?: string): Record<string, unknown>[] {
  return layer()
    .filter((entry) => entry[0] === 'event' && (name === undefined || entry[1] === name))
    .map((entry) => ({ name: entry[1], ...(entry[2] as object) }));
}

function tagScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src.startsWith(GTAG_SCRIPT_URL));
}

let analytics: Analytics;

beforeEach(() => {
  analytics = createAnalytics(window);
  window.history.replaceState(null, '', '/home');
  document.title = 'TQ Télécom | Accueil';
});

afterEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  delete window[`ga-disable-${ID}`];
  document.head.innerHTML = '';
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  });
  vi.restoreAllMocks();
});

describe('before any choice (basic consent mode)', () => {
  it('writes the Consent Mode v2 defaults first and requests nothing', () => {
    analytics.setConsent(null, ID);
    analytics.trackPageView(ID, '/home');
    expect(layer()[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ...DENIED_ADS }]);
    expect(tagScripts()).toEqual([]);
    expect(events()).toEqual([]);
    expect(analytics.consent).toBe('pending');
  });

  it('does nothing at all until the page knows the consent state', () => {
    analytics.trackPageView(ID, '/home');
    analytics.trackLeadSubmit({ context: 'contact' });
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toEqual([]);
  });
});

describe('after acceptance', () => {
  it('loads gtag.js once with the measurement id, grants analytics storage only', () => {
    analytics.setConsent(true, ID);
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe(`${GTAG_SCRIPT_URL}?id=${ID}`);
    expect(scripts[0].async).toBe(true);
    const entries = layer();
    expect(entries[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ...DENIED_ADS }]);
    const update = entries.findIndex((e) => e[0] === 'consent' && e[1] === 'update');
    const config = entries.findIndex((e) => e[0] === 'config');
    expect(entries[update][2]).toEqual({ analytics_storage: 'granted', ...DENIED_ADS });
    expect(config).toBeGreaterThan(update);
    expect(entries[config]).toEqual([
      'config',
      ID,
      {
        send_page_view: false,
        cookie_expires: 390 * 24 * 3600,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      },
    ]);
    expect(entries.some((e) => e[0] === 'js' && e[1] instanceof Date)).toBe(true);
    expect(window[`ga-disable-${ID}`]).toBe(false);
  });

  it('sends a page_view with the final path for each completed navigation', () => {
    analytics.setConsent(true, ID);
    analytics.trackPageView(ID, '/home');
    window.history.pushState(null, '', '/contact?utm_source=x');
    document.title = 'TQ Télécom | Contact';
    analytics.trackPageView(ID, '/contact');
    expect(events('page_view')).toEqual([
      {
        name: 'page_view',
        page_path: '/home',
        page_location: 'http://localhost:3000/home',
        page_title: 'TQ Télécom | Accueil',
      },
      {
        name: 'page_view',
        page_path: '/contact',
        page_location: 'http://localhost:3000/contact?utm_source=x',
        page_title: 'TQ Télécom | Contact',
      },
    ]);
  });

  it('sends lead_submit with the spec fields, the context and no company name', () => {
    analytics.setConsent(true, ID);
    analytics.trackLeadSubmit({ context: 'contact' });
    expect(events('lead_submit')).toEqual([
      {
        name: 'lead_submit',
        event_category: 'forms',
        event_label: 'contact',
        value: 1,
        context: 'contact',
        subject: 'Lead contact',
      },
    ]);
  });

  it('keeps the GA cookies 13 months at most', () => {
    analytics.setConsent(true, ID);
    const config = layer().find((e) => e[0] === 'config');
    expect(config?.[2]).toMatchObject({ cookie_expires: 390 * 24 * 3600 });
  });

  it('does not load the tag twice when the choice is confirmed again', () => {
    analytics.setConsent(true, ID);
    analytics.setConsent(true, ID);
    expect(tagScripts()).toHaveLength(1);
    expect(layer().filter((e) => e[0] === 'config')).toHaveLength(1);
  });
});

describe('queueing while the visitor has not chosen', () => {
  it('sends the waiting events in order after config when the visitor accepts', () => {
    analytics.setConsent(null, ID);
    analytics.trackPageView(ID, '/home');
    analytics.trackLeadSubmit({ context: 'telephonie' });
    expect(events()).toEqual([]);
    analytics.setConsent(true, ID);
    expect(events().map((e) => [e.name, e.page_path ?? e.context])).toEqual([
      ['page_view', '/home'],
      ['lead_submit', 'telephonie'],
    ]);
    const entries = layer();
    const config = entries.findIndex((e) => e[0] === 'config');
    const firstEvent = entries.findIndex((e) => e[0] === 'event');
    expect(firstEvent).toBeGreaterThan(config);
  });

  it('discards them when the visitor refuses, and sends nothing afterwards', () => {
    analytics.setConsent(null, ID);
    analytics.trackPageView(ID, '/home');
    analytics.setConsent(false, ID);
    analytics.trackPageView(ID, '/contact');
    analytics.trackLeadSubmit({ context: 'contact' });
    expect(events()).toEqual([]);
    expect(tagScripts()).toEqual([]);
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ...DENIED_ADS }]);
    // A later acceptance does not bring back what was discarded.
    analytics.setConsent(true, ID);
    expect(events()).toEqual([]);
  });

  it('keeps at most MAX_PENDING_EVENTS', () => {
    analytics.setConsent(null, ID);
    for (let i = 0; i < MAX_PENDING_EVENTS + 10; i += 1) analytics.trackPageView(ID, `/p${i}`);
    analytics.setConsent(true, ID);
    expect(events('page_view')).toHaveLength(MAX_PENDING_EVENTS);
    expect(events('page_view')[0].page_path).toBe('/p0');
  });
});

describe('withdrawal', () => {
  it('denies analytics storage, switches the tag off, deletes its cookies and sends nothing more', () => {
    analytics.setConsent(true, ID);
    analytics.trackPageView(ID, '/home');
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TQ0000TEST=GS1.1.789; path=/';
    document.cookie = 'other=keep; path=/';
    analytics.setConsent(false, ID);
    analytics.trackPageView(ID, '/contact');
    analytics.trackLeadSubmit({ context: 'contact' });
    expect(events().map((e) => e.page_path)).toEqual(['/home']);
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ...DENIED_ADS }]);
    expect(window[`ga-disable-${ID}`]).toBe(true);
    expect(document.cookie).toBe('other=keep');
  });

  it('resumes without reloading the tag when the visitor accepts again', () => {
    analytics.setConsent(true, ID);
    analytics.setConsent(false, ID);
    analytics.setConsent(true, ID);
    analytics.trackPageView(ID, '/home');
    expect(tagScripts()).toHaveLength(1);
    expect(window[`ga-disable-${ID}`]).toBe(false);
    expect(events('page_view')).toHaveLength(1);
  });
});

describe('failures', () => {
  it('a missing measurement id is a console error only, and nothing is loaded', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    analytics.setConsent(true, '');
    analytics.trackPageView('', '/home');
    analytics.setConsent(true, '');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/GA_MEASUREMENT_ID/);
    expect(tagScripts()).toEqual([]);
    expect(events()).toEqual([]);
  });

  it('a malformed measurement id never reaches a URL', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    analytics.setConsent(true, 'G-1"><script>');
    expect(error).toHaveBeenCalledTimes(1);
    expect(tagScripts()).toEqual([]);
  });

  it('swallows a failing gtag and a failing tag load', () => {
    analytics.setConsent(true, ID);
    window.gtag = () => {
      throw new Error('blocked');
    };
    expect(() => analytics.trackPageView(ID, '/home')).not.toThrow();
    expect(() => analytics.setConsent(false, ID)).not.toThrow();
    const [script] = tagScripts();
    script.dispatchEvent(new Event('error'));
    expect(tagScripts()).toEqual([]);
  });
});
