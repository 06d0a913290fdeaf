// Company facts, as Django sends them in every page's props (website/pages.py).
// The values come from content/company.json, overridden by environment.
import { createContext, useContext } from 'react';
import type { PublicCompany } from '../content/types.generated';

/**
 * The public company facts (content/company.json, less the internal
 * addresses), typed from website/props.py: PublicCompany.
 */
export type Company = PublicCompany;

export const SiteContext = createContext<Company | null>(null);

/** The company facts of the current render; throws outside the shell. */
export function useSite(): Company {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() must be used inside <SiteContext.Provider>');
  return site;
}
