// The props Django sends for every page (website/pages.py: build_props),
// typed from the generated types (website/props.py).
import type { PageProps as GeneratedPageProps } from './content/types.generated';

export type { PageMeta, ServerFormState } from './content/types.generated';

/** Everything one page needs to render, with props.page typed by the page that reads it. */
export type PageProps<Page = Record<string, unknown>> = Omit<GeneratedPageProps, 'page'> & {
  /** Page-specific data (content files, published reviews...). */
  page: Page;
};
