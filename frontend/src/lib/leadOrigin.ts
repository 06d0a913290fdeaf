// Where a lead came from (leads/origin.py says why and what the server keeps):
// the campaign parameters of the address of the page the form is sent from
// and, on the page the visitor landed on, the referring site's domain, never
// its full address. Read at the moment of sending and kept nowhere: no
// cookie, no storage, nothing carried while the visitor browses on. So a lead
// sent from another page than the campaign's has no campaign. Ad click
// identifiers (gclid and the like) are never read.
import type { LeadOrigin } from './leadTypes';
import { ORIGIN_RULES } from './validation';

/** The referring site's domain, when this page is the one the visitor landed on. */
function referringDomain(here: URL, landing: string | undefined, referrer: string): string | null {
  if (!referrer || !landing) return null;
  const landed = new URL(landing);
  // A client-side navigation since the landing page leaves the referrer of
  // the document as it was: it belongs to the landing page only.
  if (landed.pathname !== here.pathname || landed.search !== here.search) return null;
  try {
    const from = new URL(referrer);
    return from.host === here.host ? null : from.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function bounded(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text && text.length <= ORIGIN_RULES.maxLength ? text : null;
}

/** The origin of a lead sent now from `address` (the page's own address). */
export function leadOriginOf(address: string, landing: string | undefined, referrer: string): LeadOrigin {
  const here = new URL(address);
  const origin: LeadOrigin = {};
  for (const name of ORIGIN_RULES.parameters) {
    const value = bounded(here.searchParams.get(name));
    if (value) origin[name] = value;
  }
  const domain = bounded(referringDomain(here, landing, referrer));
  if (domain) origin.referrer = domain;
  return origin;
}

/** The origin of a lead sent from the page showing now. */
export function pageOrigin(): LeadOrigin {
  // The address the document was loaded at: the landing page, whatever
  // client-side navigation happened since.
  const [navigation] = performance.getEntriesByType('navigation');
  return leadOriginOf(window.location.href, navigation?.name, document.referrer);
}
