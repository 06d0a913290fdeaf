// The commitments of spec §1, where a visitor looks for them: right under the
// slogan, before the client logos.
import './KeyFigures.css';

export interface KeyFigure {
  /** The figure, large. */
  value: string;
  /** What it measures, completing the sentence. */
  label: string;
}

/** Spec §1 claims. */
export const HOME_KEY_FIGURES: readonly KeyFigure[] = [
  { value: 'Plus de 250', label: 'clients accompagnés' },
  { value: '99,8 %', label: 'de disponibilité réseau' },
  { value: '1 h', label: 'de résolution des incidents en moyenne' },
  { value: '24 h', label: 'au plus pour vous répondre' },
  { value: '30 min', label: "d'audit avec un expert" },
  { value: 'Gratuit', label: "l'audit initial, sans engagement" },
];

export default function KeyFigures({ figures = HOME_KEY_FIGURES }: { figures?: readonly KeyFigure[] }) {
  return (
    <ul className="key-figures">
      {figures.map((figure) => (
        <li key={figure.value} className="key-figure">
          <strong className="key-figure__value">{figure.value}</strong>{' '}
          <span className="key-figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
