// Small coloured badges (spec §3 pills: primary, orange or yellow).
import type { HeroPill } from '../../content/types.generated';

/** Pill colours (spec §3). */
type Tone = HeroPill['tone'];
import './Pills.css';

export interface PillsProps {
  /** Badges in display order. */
  pills: readonly { text: string; tone: Tone }[];
  /** Extra class on the list. */
  className?: string;
}

export default function Pills({ pills, className }: PillsProps) {
  if (!pills.length) return null;
  return (
    <ul className={`pills${className ? ` ${className}` : ''}`}>
      {pills.map((pill, index) => (
        <li key={index} className={`pill pill--${pill.tone}`}>
          {pill.text}
        </li>
      ))}
    </ul>
  );
}
