// One block of a legal page's section: a paragraph, a bulleted list, a
// subheading, a table, the audit's table or a fixed part laid out from live
// facts (website/content/legal_schema.py).
import type { ReactNode } from 'react';
import type { Audit } from '../../content/types.generated';
import LegalCookieButton from './LegalCookieButton';
import LegalIdentity from './LegalIdentity';
import LegalRuns from './LegalRuns';
import { LegalTable } from './LegalSection';
import type { Block, ExtendRows } from './proseTypes';

interface LegalBlockProps {
  block: Block;
  /** The section's anchor, whose tables' ids derive from it. */
  sectionId: string;
  /** Position of this table among the section's tables (0 for the first). */
  tableIndex: number;
  extendRows?: ExtendRows;
}

/** The table's id names its scrollable region: « <section>-tableau », then -2, -3… */
function tableId(sectionId: string, index: number): string {
  return index === 0 ? `${sectionId}-tableau` : `${sectionId}-tableau-${index + 1}`;
}

function auditRows(audit: Audit): ReactNode[][] {
  return audit.rows.map((row) => [row.criterion, row.requirement, row.met ? audit.metLabel : audit.unmetLabel]);
}

export default function LegalBlock({ block, sectionId, tableIndex, extendRows }: LegalBlockProps) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <LegalRuns runs={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalRuns runs={item} />
            </li>
          ))}
        </ul>
      );
    case 'heading':
      return <h3>{block.text}</h3>;
    case 'table': {
      const rows = block.rows.map((cells) => cells.map((runs, index) => <LegalRuns key={index} runs={runs} />));
      return (
        <LegalTable
          id={tableId(sectionId, tableIndex)}
          caption={block.caption}
          columns={block.columns}
          rows={extendRows ? extendRows(sectionId, tableIndex, rows, block.rows) : rows}
        />
      );
    }
    case 'audit':
      // One per page (the schema's rule): the id the statement always had.
      return (
        <LegalTable id="criteres-verifies" caption={block.caption} columns={block.columns} rows={auditRows(block)} />
      );
    case 'fixed':
      return block.block === 'identity' ? <LegalIdentity /> : <LegalCookieButton />;
  }
}
