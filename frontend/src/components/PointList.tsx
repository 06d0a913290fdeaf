// A short list of selling points, each a bold lead-in and a sentence, ticked.
import './PointList.css';

export interface PointListProps {
  /** [lead-in, rest of the sentence] pairs. */
  points: readonly (readonly [string, string])[];
}

export default function PointList({ points }: PointListProps) {
  return (
    <ul className="point-list">
      {points.map(([title, text]) => (
        <li key={title}>
          <strong>{title}</strong> {text}
        </li>
      ))}
    </ul>
  );
}
