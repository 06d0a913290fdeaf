// Company facts and page props, as Django sends them (telecomsite/pages.py).
// The values come from content/company.json, overridden by environment.
import { createContext, useContext } from 'react';

/** Public company facts (content/company.json). */
export interface Company {
  /** Brand name, also the product name in every <title>. */
  brand: string;
  /** Registered company name. */
  legalName: string;
  /** Legal form, e.g. SARL. */
  legalForm: string;
  /** Share capital, already formatted. */
  capital: string;
  /** Trade register number. */
  registration: string;
  /** SIRET of the head office. */
  siret: string;
  /** Intra-community VAT number. */
  vatNumber: string;
  /** APE/NAF activity code. */
  ape: string;
  /** Head office postal address. */
  address: { street: string; postalCode: string; city: string; country: string };
  /** Main phone number as displayed ({phone} in the spec). */
  phone: string;
  /** Same number in E.164 form, for tel: links. */
  phoneHref: string;
  /** Support line for customers. */
  supportPhone: string;
  /** Contact e-mail ({email} in the spec). */
  email: string;
  /** Address for personal-data requests. */
  privacyEmail: string;
  /** Note shown next to the contact details about the support area. */
  supportNote: string;
  /** Reception hours, human readable. */
  hours: string;
  /** Link to the head office on a map. */
  mapsUrl: string;
  /** Social network profiles. */
  socials: { linkedin: string; instagram: string };
  /** GA4 measurement id; empty when analytics is not configured. */
  gaMeasurementId: string;
  /** External live threat-map site. */
  threatMapUrl: string;
  /** Base URL of the lead and review API ({api}). */
  apiBase: string;
  /** Hosting statement for the legal notice. */
  hosting: string;
  /** Absolute origin of the public site, without trailing slash. */
  siteUrl: string;
}

export const SiteContext = createContext<Company | null>(null);

/** The company facts of the current render; throws outside the shell. */
export function useSite(): Company {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used inside <SiteContext.Provider>');
  return site;
}
