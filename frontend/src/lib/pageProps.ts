import { createContext, useContext } from 'react';
import type { PageProps } from '../types';

export const PagePropsContext = createContext<PageProps | null>(null);

/** Props of the page currently shown, as Django built them. */
export function usePageProps<Page = Record<string, unknown>>(): PageProps<Page> {
  const props = useContext(PagePropsContext);
  if (!props) throw new Error('usePageProps() must be used inside <App>');
  return props as PageProps<Page>;
}
