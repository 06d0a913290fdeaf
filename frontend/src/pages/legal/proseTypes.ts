// The shapes of a legal page's prose (website/content/legal_schema.py, through
// the generated types) that the components name.
import type { ReactNode } from 'react';
import type { Audit, LegalProse, ProseSection } from '../../content/types.generated';

/** One run of text: a plain string, a marked text, a link or a fact. */
export type Run = LegalProse['intro'][number];
/** A paragraph's, list item's or table cell's runs. */
export type Runs = readonly Run[];
/** One block of a section's body. */
export type Block = ProseSection['body'][number];

/**
 * What a page adds to a table's rendered rows (the cookie policy: the page
 * shell's own storage keys, which exist only when the shell is on).
 */
export type ExtendRows = (
  sectionId: string,
  table: number,
  rows: readonly (readonly ReactNode[])[],
  cells: readonly (readonly Runs[])[],
) => readonly (readonly ReactNode[])[];

/** The audit's figures, which facts of the same page show. */
export interface AuditFigures {
  count: number;
  met: number;
  /** Percentage of the criteria met, rounded. */
  rate: number;
}

export function auditFigures(prose: LegalProse): AuditFigures | null {
  const audit = prose.sections
    .flatMap((section) => section.body)
    .find((block): block is Audit => block.type === 'audit');
  if (!audit) return null;
  const met = audit.rows.filter((row) => row.met).length;
  return { count: audit.rows.length, met, rate: Math.round((met / audit.rows.length) * 100) };
}

/** The plain text of runs (facts left out): how a page names a row. */
export function plainText(runs: Runs): string {
  return runs
    .map((run) => {
      if (typeof run === 'string') return run;
      if (run.type === 'text') return run.text;
      if (run.type === 'link') return run.text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
      return '';
    })
    .join('');
}
