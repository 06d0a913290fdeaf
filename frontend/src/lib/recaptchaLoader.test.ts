import { afterEach, describe, expect, it } from 'vitest';
import { writeConsent } from './consent';
import { RECAPTCHA_SCRIPT_URL, loadRecaptchaAfterConsent } from './recaptchaLoader';

const scripts = () => [...document.querySelectorAll(`script[src^="${RECAPTCHA_SCRIPT_URL}"]`)];

describe('loadRecaptchaAfterConsent', () => {
  afterEach(() => {
    localStorage.clear();
    for (const script of scripts()) script.remove();
  });

  it('requests nothing from Google before consent, or without a site key', () => {
    loadRecaptchaAfterConsent('site-key');
    writeConsent(false);
    loadRecaptchaAfterConsent('site-key');
    writeConsent(true);
    loadRecaptchaAfterConsent(undefined);
    expect(scripts()).toEqual([]);
  });

  it('loads the script once after consent', () => {
    writeConsent(true);
    loadRecaptchaAfterConsent('site-key');
    loadRecaptchaAfterConsent('site-key');
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual([`${RECAPTCHA_SCRIPT_URL}?render=site-key`]);
  });
});
