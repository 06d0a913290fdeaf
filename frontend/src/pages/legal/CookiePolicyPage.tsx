// Politique cookies (/cookies): eight numbered sections (spec §2 "Cookie
// policy"), whose prose is content/page_cookies.json as a superuser published
// it (cms/legal_pages.py); section 6 is the #cookies-gestion fragment that the
// sitemap and the privacy policy target.
//
// The tables list every cookie and browser-storage key the site can set;
// frontend/e2e/consent-record.spec.ts compares them with what a full visit
// actually leaves in the browser (the first cell's code is the name). What
// the page shell stores exists only when the shell is on (SITE_SHELL), so its
// rows are code (shell/cookieNotes.tsx), added here to the browser-storage
// table, and the shell's language selector says when tq_lang is set.
import { useContext, type ReactNode } from 'react';
import { ShellCookieNotesContext, type ShellCookieNotes } from '../../lib/shellCookieNotes';
import LegalProse from './LegalProse';
import { plainText, type ExtendRows } from './proseTypes';

/** The section whose (first) table lists the browser-storage keys. */
const STORAGE_SECTION = 'stockage-local';

function withShell(notes: ShellCookieNotes): ExtendRows {
  return (sectionId, table, rows, cells) => {
    const langWhen = notes.langWhen;
    const adjusted: (readonly ReactNode[])[] = rows.map((row, index) =>
      langWhen && plainText(cells[index][0]) === 'tq_lang' ? [...row.slice(0, -1), langWhen] : row,
    );
    return sectionId === STORAGE_SECTION && table === 0 ? [...adjusted, ...notes.storageRows] : adjusted;
  };
}

export default function CookiePolicyPage() {
  // Set only when the page shell is on (SITE_SHELL): what it stores.
  const notes = useContext(ShellCookieNotesContext);
  return <LegalProse extendRows={notes ? withShell(notes) : undefined} />;
}
