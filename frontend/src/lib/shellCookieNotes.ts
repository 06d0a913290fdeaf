// What the page shell adds to the cookie policy when it is on (what it
// stores, and when tq_lang is set). The rows live in the shell's own chunk
// (shell/cookieNotes.tsx, provided by ShellFrame): the default site does not
// download them.
import { createContext, type ReactNode } from 'react';

export interface ShellCookieNotes {
  /** "When it is set" of the tq_lang row, when the language selector is on. */
  langWhen: string | null;
  /** Rows of the browser-storage table. */
  storageRows: readonly (readonly ReactNode[])[];
}

export const ShellCookieNotesContext = createContext<ShellCookieNotes | null>(null);
