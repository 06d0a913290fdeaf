// Building blocks of the four legal pages (mentions légales,
// confidentialité, cookies, accessibilité). They live in one file on purpose: they are tiny,
// used only by these pages, and always change together.
import type { ReactNode } from 'react';

/** One entry of a legal page's table of contents. */
export interface LegalSectionRef {
  /** Stable fragment id, also linked from the sitemap (e.g. cookies-gestion). */
  id: string;
  /** Section title, without its number. */
  title: string;
}

interface LegalSectionProps {
  /** Stable fragment id of the section. */
  id: string;
  /** Position of the section, shown before the title. */
  number: number;
  /** Section title, without its number. */
  title: string;
  children: ReactNode;
}

/** A numbered section of a legal page: <section id> with an <h2>. */
export function LegalSection({ id, number, title, children }: LegalSectionProps) {
  return (
    <section id={id} className="legal__section">
      <h2 className="legal__heading">
        <span className="legal__number">{number}.</span> {title}
      </h2>
      {children}
    </section>
  );
}

interface LegalTocProps {
  /** Sections in page order; numbers are derived from the position. */
  sections: readonly LegalSectionRef[];
}

/** "Sommaire": plain fragment links, so it works before hydration too. */
export function LegalToc({ sections }: LegalTocProps) {
  return (
    <nav className="legal__toc" aria-labelledby="legal-sommaire">
      <p id="legal-sommaire" className="legal__toc-title">
        Sommaire
      </p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface LegalTableProps {
  /** Id of the <caption>, which also names the scrollable region. */
  id: string;
  /** Visible caption of the table. */
  caption: string;
  /** Column headers, in order. */
  columns: readonly string[];
  /** Rows; the first cell of each row is its row header. */
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A data table in a horizontally scrollable wrapper. The wrapper is
 * focusable and named after the caption so keyboard users can scroll it
 * on narrow screens (axe: scrollable-region-focusable).
 */
export function LegalTable({ id, caption, columns, rows }: LegalTableProps) {
  return (
    <div className="legal__table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="legal__table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The shared "Dernière mise à jour" line (the date is the prose's). */
export function LegalUpdated({ iso, display }: { iso: string; display: string }) {
  return (
    <p className="legal__updated">
      Dernière mise à jour : <time dateTime={iso}>{display}</time>
    </p>
  );
}

/** Postal address on one line: "12 rue …, 78190 Trappes, France". */
export function formatAddress(address: { street: string; postalCode: string; city: string; country: string }): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}
