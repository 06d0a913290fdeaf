// reCAPTCHA v3, for operators who set RECAPTCHA_SITE_KEY (README, "Anti-abuse"):
// Google's script is a third party, so it is requested only after the visitor
// accepted the cookie banner's measurement choice, and only when they start a
// form. Without it the form still carries its ALTCHA answer, which the server
// then uses instead; with it LeadForm adds the seed's recaptchaToken.
import { readConsent } from './consent';

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export function loadRecaptchaAfterConsent(siteKey: string | undefined, doc: Document = document): void {
  if (!siteKey || !readConsent()?.analytics) return;
  if (doc.querySelector(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`)) return;
  const script = doc.createElement('script');
  script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  doc.head.appendChild(script);
}
