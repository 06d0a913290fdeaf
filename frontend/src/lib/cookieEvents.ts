// The cookie banner listens for this window event (spec §4: "a window event
// named tq-open-cookies"), so any link on any page can reopen the preferences.
export const OPEN_COOKIES_EVENT = 'tq-open-cookies';

/** Reopens the cookie preferences banner. */
export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIES_EVENT));
}
