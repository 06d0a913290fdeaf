// Company facts, as Django sends them in every page's props (website/pages.py),
// and the legal ones that only the legal pages' props carry.
// The values come from content/company.json, overridden by environment.
import { createContext, useContext } from 'react';
import type { LegalFacts, LegalPage, PublicCompany } from '../content/types.generated';
import { usePageProps } from './pageProps';

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

/** What a legal page shows: the facts every page has, and its own legal facts. */
export type LegalCompany = Company & LegalFacts;

/**
 * The company facts with the legal ones, which only the legal pages' props
 * carry (props.page.legal, website/page_data/legal.py): /home and the other
 * pages do not embed them (issue 18: /home's HTML budget).
 */
export function useLegalSite(): LegalCompany {
  const site = useSite();
  return { ...site, ...usePageProps<LegalPage>().page.legal };
}
