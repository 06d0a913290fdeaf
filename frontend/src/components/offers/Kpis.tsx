// Key figures in a contact block (/cybersecurite's: spec §2 « #contact with
// KPIs »), as Marketing writes them in that block (props' contact.figures).
import type { KeyFigure } from '../../content/types.generated';
import './Kpis.css';

export interface KpisProps {
  /** The figures, already formatted (« 99,8 % »). */
  items: readonly KeyFigure[];
  /** Accessible name of the list. */
  label?: string;
  /** 'dark' for use on the navy background. */
  tone?: 'light' | 'dark';
}

export default function Kpis({ items, label = 'Nos engagements en chiffres', tone = 'light' }: KpisProps) {
  return (
    <ul className={`kpis kpis--${tone}`} aria-label={label}>
      {items.map((kpi) => (
        <li key={`${kpi.value} ${kpi.label}`} className="kpis__item">
          <span className="kpis__value">{kpi.value}</span> <span className="kpis__label">{kpi.label}</span>
        </li>
      ))}
    </ul>
  );
}
