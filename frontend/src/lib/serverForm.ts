// The server's answer to a form posted without JavaScript (props.form, built
// by core/intake/forms.py): the values and French messages to show again,
// or the thank-you state reached after the redirect.
import { useContext } from 'react';
import { PagePropsContext } from './pageProps';
import type { ServerFormState } from '../types';

export interface ServerForm {
  /** The form's state for this kind, or null. */
  state: ServerFormState | null;
  /** Where the form posts: its own page (the server dispatches on the hidden "formulaire" field). */
  action: string;
}

export function useServerForm(kind: ServerFormState['kind']): ServerForm {
  // Outside a page (component tests), a form simply has no server state.
  const props = useContext(PagePropsContext);
  const state = props?.form?.kind === kind ? props.form : null;
  return { state, action: props?.route.path ?? '' };
}
