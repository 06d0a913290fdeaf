// The commitments of spec §1 in figures, where a visitor looks for them: right
// under /home's slogan, before the client logos. Marketing edits them on the
// home page (content/home.json's "figures", props.page.figures).
import type { KeyFigure } from '../../content/types.generated';
import './KeyFigures.css';

export default function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <ul className="key-figures">
      {figures.map((figure) => (
        <li key={`${figure.value} ${figure.label}`} className="key-figure">
          <strong className="key-figure__value">{figure.value}</strong>{' '}
          <span className="key-figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
