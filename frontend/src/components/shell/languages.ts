// The language selector of spec §2 and the tq_lang cookie of the spec's
// cookie table (6 months). The content exists in French only: another choice
// is remembered and answered, in that language, with one line saying so; the
// page and <html lang> stay French. Pure logic, no React.
import layout from '../../../../content/layout.json';

export interface Language {
  /** BCP 47 code, also the lang attribute of the label and the notice. */
  code: string;
  /** Name in the language itself. */
  label: string;
  /** The spec's name for it (English, Chinese, Japanese, Belgium). */
  name: string;
  /** "This site is only available in French", in that language; empty for French. */
  notice: string;
}

export const LANGUAGES: Language[] = layout.languages;
export const CONTENT_LANGUAGE = 'fr';
export const LANG_COOKIE = 'tq_lang';
/** Spec cookie table: 6 months (180 days), in seconds. */
export const LANG_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

export function languageByCode(code: string | null | undefined): Language | null {
  return LANGUAGES.find((language) => language.code === code) ?? null;
}

/** The chosen language, read from document.cookie. */
export function readLanguage(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANG_COOKIE) return languageByCode(decodeURIComponent(value.join('=')));
  }
  return null;
}

/** The Set-Cookie string for document.cookie. */
export function languageCookie(code: string, secure: boolean): string {
  return `${LANG_COOKIE}=${encodeURIComponent(code)}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The one-line notice for a language without translation, or null. */
export function untranslatedNotice(language: Language | null): { lang: string; text: string } | null {
  if (!language || language.code === CONTENT_LANGUAGE || !language.notice) return null;
  return { lang: language.code, text: language.notice };
}
