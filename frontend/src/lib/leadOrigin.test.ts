// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { leadOriginOf } from './leadOrigin';

const LANDING = 'https://www.tq-telecom.fr/connexion?utm_source=linkedin&utm_campaign=salon-it&gclid=EAIa';

describe('leadOriginOf', () => {
  it('reads the campaign of the page the form is sent from and the referring domain on the landing page', () => {
    expect(leadOriginOf(LANDING, LANDING, 'https://www.linkedin.com/feed/?trk=xyz')).toEqual({
      utm_source: 'linkedin',
      utm_campaign: 'salon-it',
      referrer: 'linkedin.com',
    });
  });

  it('knows nothing of a campaign once the visitor has moved to another page', () => {
    expect(leadOriginOf('https://www.tq-telecom.fr/contact', LANDING, 'https://www.linkedin.com/')).toEqual({});
  });

  it('ignores this site as a referrer, and a value beyond the bound', () => {
    const long = `https://www.tq-telecom.fr/connexion?utm_term=${'x'.repeat(101)}&utm_medium=social`;
    expect(leadOriginOf(long, long, 'https://www.tq-telecom.fr/home')).toEqual({ utm_medium: 'social' });
  });

  it('sends nothing for a page reached without campaign or referrer', () => {
    const page = 'https://www.tq-telecom.fr/telephonie';
    expect(leadOriginOf(page, page, '')).toEqual({});
    expect(leadOriginOf(page, undefined, 'https://partenaire.example/')).toEqual({});
  });
});
