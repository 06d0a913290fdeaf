// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANG_COOKIE_MAX_AGE,
  languageByCode,
  languageCookie,
  readLanguage,
  untranslatedNotice,
} from './languages';

describe('language selector (spec §2, cookie table)', () => {
  it('writes tq_lang for LANG_COOKIE_MAX_AGE and reads it back', () => {
    expect(languageCookie('ja', true)).toBe(`tq_lang=ja; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax; Secure`);
    expect(readLanguage('a=1; tq_lang=nl-BE; b=2')?.name).toBe('Belgium');
    expect(readLanguage('tq_lang=xx')).toBeNull();
  });

  it('says in the chosen language, in one short line, that the site is French only', () => {
    for (const language of LANGUAGES.slice(1)) {
      const notice = untranslatedNotice(language);
      expect(notice?.lang).toBe(language.code);
      expect(notice?.text.length).toBeLessThan(60);
      expect(notice?.text).not.toContain('\n');
    }
    expect(untranslatedNotice(languageByCode('en'))?.text).toBe('This site is only available in French.');
    expect(untranslatedNotice(languageByCode('fr'))).toBeNull();
  });
});
