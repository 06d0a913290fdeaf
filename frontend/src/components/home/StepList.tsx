// Auto-rotating steps (spec §4 "Step list", §9): one active step at a time,
// starting at the first; the next one every 3500 ms. A click (or Enter/Space,
// the steps being buttons) jumps to a step and restarts the timer. Rotation
// pauses on hover, while the tab is hidden and while less than 20 % of the
// list is visible; above the spec, a pause/play control stops it for good and
// prefers-reduced-motion keeps it still until the visitor presses play.
//
// Every step's text is always in the page (server-rendered, readable without
// JavaScript); the active step is only highlighted.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import PauseButton from '../ui/PauseButton';
import { usePageVisible, usePrefersReducedMotion } from '../../lib/motion';
import './StepList.css';

/** Spec §9: step rotation every 3500 ms. */
export const STEP_INTERVAL = 3500;
/** Spec §4: out of view below 20 % visible. */
export const STEP_VISIBILITY_THRESHOLD = 0.2;

export interface Step {
  /** Short title of the step. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export interface StepListProps {
  /** The steps, in order. */
  steps: readonly Step[];
  /** What the steps describe, for the pause control's name. */
  subject: string;
  /** Milliseconds per step. */
  interval?: number;
}

export default function StepList({ steps, subject, interval = STEP_INTERVAL }: StepListProps) {
  const id = useId();
  const count = steps.length;
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();
  const [active, setActive] = useState(0);
  // Bumped by each jump so that the timer restarts even on the same step.
  const [cycle, setCycle] = useState(0);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [inView, setInView] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && pageVisible && inView && count > 1;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (typeof IntersectionObserver !== 'function') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => setInView(entry.isIntersecting && entry.intersectionRatio >= STEP_VISIBILITY_THRESHOLD),
      { threshold: [0, STEP_VISIBILITY_THRESHOLD] },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, active, cycle, interval, count]);

  const jump = (index: number) => {
    setActive(index);
    setCycle((value) => value + 1);
  };

  return (
    <div
      ref={rootRef}
      className="step-list"
      data-rotating={rotating}
      style={{ '--step-interval': `${interval}ms` } as CSSProperties}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && setHovered(false)}
    >
      <ol className="step-list__steps">
        {steps.map((step, index) => (
          <li key={index} className="step" data-active={index === active}>
            <button
              type="button"
              className="step__button"
              aria-current={index === active ? 'step' : undefined}
              aria-describedby={`${id}-step-${index}`}
              onClick={() => jump(index)}
            >
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step__title">{step.title}</span>
            </button>
            <p id={`${id}-step-${index}`} className="step__text">
              {step.text}
            </p>
            {index === active && (
              // A new element, so a new animation, whenever the timer restarts.
              <span
                key={`${cycle}:${rotating}`}
                className="step__progress"
                data-running={rotating}
                aria-hidden="true"
              />
            )}
          </li>
        ))}
      </ol>
      {count > 1 && (
        <PauseButton playing={playing} onChange={setUserPlaying} subject={subject} className="step-list__pause" />
      )}
    </div>
  );
}
