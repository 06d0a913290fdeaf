// The runs of a paragraph, list item or table cell: plain text, marked text,
// links and facts. No HTML is ever injected: each run is an element React
// builds, and a link's address was restricted by the schema to this site's
// paths, fragments, https, mailto and tel (website/content/legal_schema.py).
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Marked } from '../../content/types.generated';
import LegalFact from './LegalFact';
import type { Runs } from './proseTypes';

/** Marks nest in the schema's order: strong, then em, then code. */
function marked(run: string | Marked): ReactNode {
  if (typeof run === 'string') return run;
  return run.marks.reduceRight<ReactNode>((inner, mark) => {
    if (mark === 'strong') return <strong>{inner}</strong>;
    if (mark === 'em') return <em>{inner}</em>;
    return <code>{inner}</code>;
  }, run.text);
}

export default function LegalRuns({ runs }: { runs: Runs }) {
  return runs.map((run, index) => {
    if (typeof run === 'string' || run.type === 'text') return <Fragment key={index}>{marked(run)}</Fragment>;
    if (run.type === 'fact') return <LegalFact key={index} fact={run.fact} />;
    const text = run.text.map((part, at) => <Fragment key={at}>{marked(part)}</Fragment>);
    // A path of this site navigates in the page, as the menu's links do.
    return run.href.startsWith('/') ? (
      <Link key={index} to={run.href}>
        {text}
      </Link>
    ) : (
      <a key={index} href={run.href}>
        {text}
      </a>
    );
  });
}
