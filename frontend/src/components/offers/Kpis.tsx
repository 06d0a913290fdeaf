// Key figures. COMPANY_KPIS are the claims of spec §1, in one place so that
// every page states the same numbers.
import './Kpis.css';

export interface Kpi {
  /** The figure, already formatted ("99,8 %"). */
  value: string;
  /** What it measures, read after the figure. */
  label: string;
}

/** Spec §1 claims. */
export const COMPANY_KPIS: Kpi[] = [
  { value: '30 min', label: "d'audit avec un expert" },
  { value: '1 h', label: 'de résolution des incidents en moyenne' },
  { value: '24 h', label: 'de délai de réponse' },
  { value: 'Plus de 250', label: 'clients accompagnés' },
  { value: '99,8 %', label: 'de disponibilité réseau' },
  { value: 'Offert', label: "l'audit initial, sans engagement" },
];

export interface KpisProps {
  /** Figures to show; the spec §1 claims by default. */
  items?: Kpi[];
  /** Accessible name of the list. */
  label?: string;
  /** 'dark' for use on the navy background. */
  tone?: 'light' | 'dark';
}

export default function Kpis({
  items = COMPANY_KPIS,
  label = 'Nos engagements en chiffres',
  tone = 'light',
}: KpisProps) {
  return (
    <ul className={`kpis kpis--${tone}`} aria-label={label}>
      {items.map((kpi) => (
        <li key={kpi.value} className="kpis__item">
          <span className="kpis__value">{kpi.value}</span> <span className="kpis__label">{kpi.label}</span>
        </li>
      ))}
    </ul>
  );
}
