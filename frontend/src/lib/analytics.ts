// GA4 behind the visitor's consent (spec §7 "Analytics", §8, issue 5).
//
// Google's *basic* consent mode: until the visitor accepts audience
// measurement, nothing at all is requested from a Google host. The Consent
// Mode v2 defaults (everything denied) are written to the dataLayer first;
// gtag.js is only loaded after acceptance, by a script element created here
// (the CSP forbids inline scripts). Ad storage, ad user data and ad
// personalisation stay denied whatever the choice.
//
// Events that happen before the visitor has chosen (the first page view,
// a lead sent while the banner is still open) wait in memory: they are sent
// if the visitor accepts during this visit and discarded if they refuse.

/** Where gtag.js comes from; the CSP allows this host in script-src. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** Bound on the events kept while the visitor has not chosen yet. */
export const MAX_PENDING_EVENTS = 50;
// A GA4 measurement id: "G-" and upper-case letters or digits. Anything else
// is treated as missing, so that nothing unexpected ends up in a URL.
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

const ALWAYS_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    /** Google tag queue (gtag.js reads it once loaded). */
    dataLayer?: unknown[];
    /** Google tag entry point, defined by this module. */
    gtag?: Gtag;
    /** Google's documented per-property opt-out switch. */
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** Lifetime of the GA cookies: 13 months of 30 days (390 days), the CNIL's limit. */
export const GA_COOKIE_EXPIRES_SECONDS = 13 * 30 * 24 * 60 * 60;

/** The visitor's choice as far as analytics is concerned. */
export type AnalyticsConsent = 'pending' | 'granted' | 'denied';

interface PendingEvent {
  name: string;
  params: Record<string, unknown>;
}

export interface Analytics {
  /**
   * Applies a choice: true (accepted), false (refused or withdrawn), or null
   * (no valid record yet: denied by default, events wait for a choice).
   */
  setConsent(analytics: boolean | null, measurementId: string): void;
  /** A page_view with the final URL path of a completed navigation. */
  trackPageView(measurementId: string, path: string): void;
  /**
   * Spec §7: lead_submit after a lead form submit. Only the page's context
   * is sent: the spec's subject 'Lead {context} — {company}' would give
   * Google a company name, which can identify a sole trader (privacy policy).
   */
  trackLeadSubmit(details: { context: string }): void;
  /** Current state, for tests and diagnostics. */
  readonly consent: AnalyticsConsent;
}

/** The GA cookies set under the site's domain (cookie policy, section 3). */
function isGoogleAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_') || name === '_gid';
}

/**
 * gtag.js writes its cookies on the highest domain it can (cookie_domain
 * "auto"), so each parent domain is tried.
 */
function deleteGoogleAnalyticsCookies(doc: Document): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(isGoogleAnalyticsCookie);
  if (names.length === 0) return;
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join('.'));
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/** One analytics instance per window; tests create their own. */
export function createAnalytics(win: Window): Analytics {
  let consent: AnalyticsConsent = 'pending';
  let measurementId = '';
  let pending: PendingEvent[] = [];
  let defaultsWritten = false;
  let configuredId = '';
  let missingIdReported = false;

  function gtag(...args: unknown[]): void {
    win.gtag?.(...args);
  }

  // Spec (issue 5): the Consent Mode defaults come before anything else.
  function writeDefaults(): void {
    if (defaultsWritten) return;
    defaultsWritten = true;
    win.dataLayer = win.dataLayer ?? [];
    if (!win.gtag) {
      const layer = win.dataLayer;
      win.gtag = function gtag() {
        // gtag.js only understands the Arguments object its own snippet pushes.
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
    }
    gtag('consent', 'default', { analytics_storage: 'denied', ...ALWAYS_DENIED });
    // Without ad storage, ad click identifiers are redacted from any hit.
    gtag('set', 'ads_data_redaction', true);
  }

  function validId(id: string): boolean {
    if (MEASUREMENT_ID.test(id)) return true;
    if (!missingIdReported) {
      missingIdReported = true;
      // Spec §8: a missing tracking code is a console error, nothing else.
      console.error(
        id
          ? `Mesure d'audience désactivée : identifiant GA4 invalide (« ${id} »).`
          : "Mesure d'audience désactivée : aucun identifiant GA4 configuré (GA_MEASUREMENT_ID).",
      );
    }
    return false;
  }

  function loadTag(id: string): void {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
    // Spec §8: analytics failures are swallowed.
    script.onerror = () => script.remove();
    win.document.head.appendChild(script);
  }

  function send(event: PendingEvent): void {
    gtag('event', event.name, event.params);
  }

  function emit(event: PendingEvent): void {
    try {
      if (consent === 'granted') {
        if (configuredId) send(event);
      } else if (consent === 'pending' && pending.length < MAX_PENDING_EVENTS) {
        pending.push(event);
      }
    } catch {
      // Spec §8: analytics failures are swallowed.
    }
  }

  function grant(): void {
    const id = measurementId;
    if (!validId(id)) {
      pending = [];
      return;
    }
    win[`ga-disable-${id}`] = false;
    gtag('consent', 'update', { analytics_storage: 'granted', ...ALWAYS_DENIED });
    if (configuredId !== id) {
      gtag('js', new Date());
      gtag('config', id, {
        // Page views are sent by trackPageView, once per completed navigation.
        send_page_view: false,
        // 13 months at most (CNIL), instead of gtag's default 2 years: the
        // cookie policy's table says the same (GA_COOKIE_EXPIRES_SECONDS).
        cookie_expires: GA_COOKIE_EXPIRES_SECONDS,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
      if (!configuredId) loadTag(id);
      configuredId = id;
    }
    const queued = pending;
    pending = [];
    queued.forEach(send);
  }

  function deny(): void {
    pending = [];
    gtag('consent', 'update', { analytics_storage: 'denied', ...ALWAYS_DENIED });
    if (configuredId) {
      // gtag.js stays in memory after a withdrawal: switch it off for good
      // and remove the identifiers it left behind.
      win[`ga-disable-${configuredId}`] = true;
      deleteGoogleAnalyticsCookies(win.document);
    }
  }

  return {
    get consent() {
      return consent;
    },
    setConsent(analytics, id) {
      try {
        if (id) measurementId = id;
        writeDefaults();
        if (analytics === null) {
          consent = 'pending';
          return;
        }
        consent = analytics ? 'granted' : 'denied';
        if (analytics) grant();
        else deny();
      } catch {
        // Spec §8: analytics failures are swallowed.
      }
    },
    trackPageView(id, path) {
      if (id) measurementId = id;
      const location = win.location;
      const search = location.pathname === path ? location.search : '';
      emit({
        name: 'page_view',
        params: {
          page_path: path,
          page_location: `${location.origin}${path}${search}`,
          page_title: win.document.title,
        },
      });
    },
    trackLeadSubmit({ context }) {
      emit({
        name: 'lead_submit',
        params: { event_category: 'forms', event_label: 'contact', value: 1, context, subject: `Lead ${context}` },
      });
    },
  };
}

let browserInstance: Analytics | null = null;

/** The page's analytics; null while rendering on the server. */
function analytics(): Analytics | null {
  if (typeof window === 'undefined') return null;
  browserInstance ??= createAnalytics(window);
  return browserInstance;
}

/** Applies the visitor's choice (see Analytics.setConsent). */
export function setAnalyticsConsent(choice: boolean | null, measurementId: string): void {
  analytics()?.setConsent(choice, measurementId);
}

/** A page_view for a completed navigation (usePageViewTracking). */
export function trackPageView(measurementId: string, path: string): void {
  analytics()?.trackPageView(measurementId, path);
}

/** Spec §7: after a lead form submit, a lead_submit event (context only). */
export function trackLeadSubmit(details: { context: string }): void {
  analytics()?.trackLeadSubmit(details);
}
