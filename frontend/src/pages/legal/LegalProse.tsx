// A legal page as its prose says (props.page.prose: content/page_<key>.json,
// or what a superuser published in Wagtail): the title, the date of the last
// update, the introduction, the table of contents and the numbered sections.
// The four legal pages are this component; the frame's own words
// (« Dernière mise à jour », « Sommaire ») are the same on all four, so they
// stay here rather than in four documents.
import { use } from 'react';
import type { LegalPage } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';
import LegalBlock from './LegalBlock';
import LegalRuns from './LegalRuns';
import { LegalSection, LegalToc, LegalUpdated } from './LegalSection';
import { deferredProse } from './deferredProse';
import { AuditFiguresContext } from './proseContext';
import { auditFigures, type ExtendRows } from './proseTypes';
import './legal.css';

/** 2025-09-22 → 22/09/2025. */
function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export default function LegalProse({ extendRows }: { extendRows?: ExtendRows }) {
  const props = usePageProps<LegalPage>();
  // Null only in the props embedded in a page shown at load (deferredProse.ts).
  const prose = props.page.prose ?? use(deferredProse(props));
  return (
    <AuditFiguresContext.Provider value={auditFigures(prose)}>
      <article className="legal">
        <header className="legal__header">
          <h1>{prose.title}</h1>
          {prose.updated ? <LegalUpdated iso={prose.updated} display={frenchDate(prose.updated)} /> : null}
          <p className="legal__intro">
            <LegalRuns runs={prose.intro} />
          </p>
        </header>

        {prose.sections.length > 0 ? <LegalToc sections={prose.sections} /> : null}

        {prose.sections.map((section, number) => {
          let tables = 0;
          return (
            <LegalSection key={section.id} id={section.id} number={number + 1} title={section.title}>
              {section.body.map((block, index) => (
                <LegalBlock
                  key={index}
                  block={block}
                  sectionId={section.id}
                  tableIndex={block.type === 'table' ? tables++ : 0}
                  extendRows={extendRows}
                />
              ))}
            </LegalSection>
          );
        })}
      </article>
    </AuditFiguresContext.Provider>
  );
}
