// The legal pages' props as Django sends them (website/page_data/legal.py),
// for the unit tests: the legal facts and each page's shipped prose.
import legal from '../../../../content/company.json';
import accessibility from '../../../../content/page_accessibilite.json';
import cookies from '../../../../content/page_cookies.json';
import notice from '../../../../content/page_mentions-legales.json';
import privacy from '../../../../content/page_politique-confidentialite.json';
import type { LegalPage, LegalProse } from '../../content/types.generated';

const PROSE = {
  'mentions-legales': notice,
  'politique-confidentialite': privacy,
  cookies,
  accessibilite: accessibility,
};

export type LegalKey = keyof typeof PROSE;

/** A copy of a page's shipped prose (a test may change it freely). */
export function shippedProse(key: LegalKey): LegalProse {
  // The JSON's strings are wider than the schema's literals ("type": "text").
  return structuredClone(PROSE[key]) as unknown as LegalProse;
}

/** The page's route and props.page, with its shipped prose unless given. */
export function legalProps(key: LegalKey, prose: LegalProse = shippedProse(key)) {
  const page: LegalPage = { legal, prose };
  return { route: { key, path: `/${key}` }, page };
}
