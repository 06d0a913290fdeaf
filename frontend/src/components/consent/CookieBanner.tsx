// The cookie banner of spec §4. Rendered by the server with `hidden`, so a
// returning visitor never sees it flash; the stored choice is read after
// hydration (never during render, which must match the server's HTML) and
// the banner only appears when there is no valid choice, or when reopened.
//
// It is a labelled, non-modal region fixed to the bottom of the viewport: no
// layout shift, and while it is shown the page reserves its height at the
// bottom (scroll padding and body padding) so that it never hides the
// focused element (WCAG 2.4.11). Refusing is exactly as easy and visible as
// accepting: the three buttons are the same control, at the same level.
//
// Reopened, it says the choice in force (« Votre choix actuel : … », read with
// the region when it takes the focus), marks the button that made it, and
// its « Paramétrer » box starts as stored: a visitor changing their mind
// first sees what they are changing.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { setAnalyticsConsent } from '../../lib/analytics';
import { OPEN_COOKIES_EVENT, openCookiePreferences } from '../../lib/cookieEvents';
import { readConsent, writeConsent, type ConsentRecord } from '../../lib/consent';
import { useSite } from '../../lib/site';
import './CookieBanner.css';

declare global {
  interface Window {
    /** Spec §4: the global function that reopens the cookie preferences. */
    tqOpenCookies?: () => void;
  }
}

type View = 'choice' | 'custom';

const CURRENT_ID = 'cookie-banner-current';
const DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** The choice in force, in words: « Votre choix actuel : mesure d'audience refusée, le 3 mars 2026. » */
function CurrentChoice({ record }: { record: ConsentRecord }) {
  return (
    <p id={CURRENT_ID} className="cookie-banner__current">
      <strong>Votre choix actuel :</strong> mesure d'audience {record.analytics ? 'acceptée' : 'refusée'}, le{' '}
      {DAY.format(record.ts)}.
    </p>
  );
}

const HEIGHT_PROPERTY = '--cookie-banner-height';

/** Keeps the page's bottom clear of the banner while it is shown. */
function useReservedSpace(region: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = region.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    root.dataset.cookieBanner = 'open';
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      delete root.dataset.cookieBanner;
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [region, open]);
}

/** A choice button; the one behind the choice in force is marked, and described by it. */
function choiceButton(isCurrent: boolean) {
  return isCurrent
    ? { className: 'cookie-banner__button cookie-banner__button--current', 'aria-describedby': CURRENT_ID }
    : { className: 'cookie-banner__button' };
}

export default function CookieBanner() {
  const { gaMeasurementId } = useSite();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('choice');
  // Unticked until the visitor ticks it: a pre-ticked box is not consent
  // (CJEU Planet49, C-673/17; CNIL guidelines), although the spec says
  // "checked by default" (README, "Departures from the spec").
  const [analyticsChecked, setAnalyticsChecked] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);
  // Where focus goes back after a choice made in a reopened banner.
  const returnFocus = useRef<HTMLElement | null>(null);
  // Incremented by each reopening; the first display is 0.
  const [reopened, setReopened] = useState(0);
  // The stored choice when the banner was reopened (none at the first display).
  const [current, setCurrent] = useState<ConsentRecord | null>(null);

  // Spec §4: at start-up, the stored choice is applied and the banner stays
  // hidden; without one, analytics is denied and the banner is shown.
  useEffect(() => {
    const record = readConsent();
    setAnalyticsConsent(record ? record.analytics : null, gaMeasurementId);
    if (!record) setOpen(true);
  }, [gaMeasurementId]);

  const reopen = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const record = readConsent();
    setCurrent(record);
    setAnalyticsChecked(record ? record.analytics : false);
    setView('choice');
    setOpen(true);
    setReopened((count) => count + 1);
  }, []);

  // Spec §4: it reopens from the tq-open-cookies window event (which the
  // footer, privacy-policy and cookie-policy controls dispatch) and from a
  // global function.
  useEffect(() => {
    window.addEventListener(OPEN_COOKIES_EVENT, reopen);
    window.tqOpenCookies = openCookiePreferences;
    return () => {
      window.removeEventListener(OPEN_COOKIES_EVENT, reopen);
      if (window.tqOpenCookies === openCookiePreferences) delete window.tqOpenCookies;
    };
  }, [reopen]);

  // A reopened banner takes the focus, so that keyboard and screen-reader
  // users land in it; the first display does not steal it.
  useEffect(() => {
    if (reopened > 0) regionRef.current?.focus({ preventScroll: true });
  }, [reopened]);

  useEffect(() => {
    if (view === 'custom') checkboxRef.current?.focus();
  }, [view]);

  useReservedSpace(regionRef, open);

  function choose(analytics: boolean): void {
    writeConsent(analytics);
    setAnalyticsConsent(analytics, gaMeasurementId);
    const focusWasInside = regionRef.current?.contains(document.activeElement) ?? false;
    const target = returnFocus.current;
    returnFocus.current = null;
    setOpen(false);
    setView('choice');
    if (!focusWasInside) return;
    // The focused button is about to disappear: continue from what opened
    // the banner, or from the page content.
    if (target?.isConnected) target.focus({ preventScroll: true });
    else document.getElementById('contenu')?.focus({ preventScroll: true });
  }

  return (
    <section
      ref={regionRef}
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      aria-describedby={current ? CURRENT_ID : undefined}
      hidden={!open}
      tabIndex={-1}
    >
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          Vos choix en matière de cookies
        </h2>
        {view === 'choice' ? (
          <div className="cookie-banner__body">
            {current && <CurrentChoice record={current} />}
            {/* Short on purpose: the first view stays under 35 % of a phone
                screen; the details are behind "Paramétrer" and on /cookies. */}
            <p className="cookie-banner__text">
              Avec votre accord, nous mesurons l'audience du site (Google Analytics), sans publicité. Choix modifiable
              en bas de page. <Link to="/cookies">En savoir plus sur les cookies</Link>
            </p>
            <div className="cookie-banner__actions">
              <button type="button" {...choiceButton(current?.analytics === true)} onClick={() => choose(true)}>
                Tout accepter
              </button>
              <button type="button" {...choiceButton(current?.analytics === false)} onClick={() => choose(false)}>
                Refuser
              </button>
              <button type="button" className="cookie-banner__button" onClick={() => setView('custom')}>
                Paramétrer
              </button>
            </div>
          </div>
        ) : (
          <div className="cookie-banner__body">
            {current && <CurrentChoice record={current} />}
            <fieldset className="cookie-banner__options">
              <legend className="cookie-banner__legend">Choisissez les cookies que vous acceptez</legend>
              <p className="cookie-banner__text">
                <strong>Cookies strictement nécessaires :</strong> toujours actifs, ils retiennent seulement votre choix
                et ne servent à aucun suivi.
              </p>
              <div className="cookie-banner__option">
                <input
                  ref={checkboxRef}
                  id="cookie-banner-analytics"
                  type="checkbox"
                  checked={analyticsChecked}
                  onChange={(event) => setAnalyticsChecked(event.target.checked)}
                  aria-describedby="cookie-banner-analytics-help"
                />
                <label htmlFor="cookie-banner-analytics">Mesure d'audience (Google Analytics)</label>
                <p id="cookie-banner-analytics-help" className="cookie-banner__help">
                  Statistiques de fréquentation des pages et des envois de formulaires, pour améliorer le site. Cookies{' '}
                  <code>_ga</code> et <code>_ga_&lt;ID&gt;</code>, conservés 13 mois au plus. Non coché tant que vous ne
                  l'avez pas choisi.
                </p>
              </div>
              <p className="cookie-banner__text">
                <Link to="/cookies">En savoir plus sur les cookies</Link>
              </p>
            </fieldset>
            <div className="cookie-banner__actions">
              <button type="button" className="cookie-banner__button" onClick={() => choose(analyticsChecked)}>
                Enregistrer
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
