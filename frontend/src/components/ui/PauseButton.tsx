// The visible pause/play control of everything that moves for more than 5 s
// (WCAG 2.2.2, RGAA 13.8): carousel, step lists, marquees.
//
// The visible word ("Pause" / "Lecture") is the start of the accessible name,
// which adds what it controls (WCAG 2.5.3, label in name).
import './PauseButton.css';

export interface PauseButtonProps {
  /** True while the content moves: the button then offers to pause it. */
  playing: boolean;
  /** Called with the new playing state. */
  onChange: (playing: boolean) => void;
  /** What moves, for the accessible name, e.g. "défilement des logos clients". */
  subject: string;
  /** Extra class, e.g. to place it on a dark background. */
  className?: string;
}

export default function PauseButton({ playing, onChange, subject, className }: PauseButtonProps) {
  const word = playing ? 'Pause' : 'Lecture';
  return (
    <button
      type="button"
      className={`pause-button${className ? ` ${className}` : ''}`}
      aria-label={`${word} : ${subject}`}
      data-playing={playing}
      onClick={() => onChange(!playing)}
    >
      <span className="pause-button__icon" aria-hidden="true" />
      <span className="pause-button__word">{word}</span>
    </button>
  );
}
