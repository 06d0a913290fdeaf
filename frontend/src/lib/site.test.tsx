import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import company, { legalPage } from './companyForTests';
import { PagePropsContext } from './pageProps';
import { SiteContext, useLegalSite, type Company } from './site';
import type { PageProps } from '../types';

describe('useLegalSite', () => {
  it("adds the legal page's own facts to the facts every page carries", () => {
    const everyPage: Partial<typeof company> = { ...company };
    delete everyPage.legalName;
    delete everyPage.siret;
    const props = { page: legalPage } as unknown as PageProps;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PagePropsContext.Provider value={props}>
        <SiteContext.Provider value={everyPage as Company}>{children}</SiteContext.Provider>
      </PagePropsContext.Provider>
    );
    const { result } = renderHook(() => useLegalSite(), { wrapper });
    expect(result.current.legalName).toBe(legalPage.legal.legalName);
    expect(result.current.siret).toBe(legalPage.legal.siret);
    expect(result.current.phone).toBe(company.phone);
  });
});
