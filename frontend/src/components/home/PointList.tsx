// A short list of selling points, each a bold lead-in and a sentence, ticked.
import type { Point as PointCopy } from '../../content/types.generated';
import './PointList.css';

export interface PointListProps {
  /** The points, in order. */
  points: readonly PointCopy[];
}

export default function PointList({ points }: PointListProps) {
  return (
    <ul className="point-list">
      {points.map((point) => (
        <li key={point.title}>
          <strong>{point.title}</strong> {point.text}
        </li>
      ))}
    </ul>
  );
}
