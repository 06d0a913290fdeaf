// A marquee (spec §9): items scrolling sideways at a constant speed in px/s,
// paused on hover. The list is duplicated for a seamless loop (the copy is
// aria-hidden and inert: assistive technologies read each item once); the
// loop starts once the images have loaded, or after 600 ms at most, so that
// its width (hence its duration) is measured on the final layout.
//
// Until then, and whenever motion is off (no JavaScript, or
// prefers-reduced-motion and the visitor did not press play), the items form
// a plain row that can be scrolled, by keyboard too.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './Marquee.css';

/** Spec §9: the image wait is capped at 600 ms. */
export const IMAGE_WAIT_CAP = 600;

/** Seconds for one copy of the list (`width` px) to go by at `speed` px/s. */
export function marqueeDuration(width: number, speed: number): number {
  return width > 0 && speed > 0 ? width / speed : 0;
}

/**
 * Calls `done` once every image under `root` has loaded or failed, or after
 * `cap` ms, whichever comes first. Returns a function that cancels the wait.
 */
export function waitForImages(root: ParentNode, cap: number, done: () => void): () => void {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
  let finished = false;
  let left = pending.length;
  const cleanups: (() => void)[] = [];
  const finish = () => {
    if (finished) return;
    finished = true;
    for (const cleanup of cleanups) cleanup();
    done();
  };
  if (left === 0) {
    finish();
    return () => {};
  }
  const timer = window.setTimeout(finish, cap);
  cleanups.push(() => window.clearTimeout(timer));
  for (const img of pending) {
    const settle = () => {
      left -= 1;
      if (left === 0) finish();
    };
    img.addEventListener('load', settle, { once: true });
    img.addEventListener('error', settle, { once: true });
    cleanups.push(() => {
      img.removeEventListener('load', settle);
      img.removeEventListener('error', settle);
    });
  }
  return () => {
    finished = true;
    for (const cleanup of cleanups) cleanup();
  };
}

export interface MarqueeProps<T> {
  /** What scrolls. */
  items: readonly T[];
  /** Renders one item (inside an <li>). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of an item. */
  itemKey: (item: T, index: number) => string;
  /** Speed in px per second. */
  speed: number;
  /** False to stop the motion (pause control, reduced motion). */
  playing: boolean;
  /** Accessible name of the row. */
  label: string;
  /** Extra class on the row. */
  className?: string;
}

export default function Marquee<T>({ items, renderItem, itemKey, speed, playing, label, className }: MarqueeProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [imagesReady, setImagesReady] = useState(false);
  const [width, setWidth] = useState(0);
  const [hovered, setHovered] = useState(false);
  const loops = items.length > 1;

  useEffect(() => {
    const list = listRef.current;
    if (!playing || imagesReady || !loops || !list) return;
    // From the next frame: right after hydration `playing` may still be the
    // server's guess, corrected (reduced motion) by a render in the same task.
    let cancelWait = () => {};
    const frame = requestAnimationFrame(() => {
      cancelWait = waitForImages(list, IMAGE_WAIT_CAP, () => setImagesReady(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelWait();
    };
  }, [playing, imagesReady, loops]);

  // Measured again when the layout changes (resize, fonts, breakpoint: a row
  // hidden by CSS has no width and starts once it is shown).
  useEffect(() => {
    const list = listRef.current;
    if (!imagesReady || !list) return;
    const measure = () => setWidth(list.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [imagesReady]);

  const duration = marqueeDuration(width, speed);
  const started = loops && imagesReady && duration > 0;
  const state = !started ? 'static' : playing && !hovered ? 'running' : 'paused';
  const style = started ? ({ '--marquee-duration': `${duration.toFixed(2)}s` } as CSSProperties) : undefined;

  return (
    <div
      className={`marquee${className ? ` ${className}` : ''}`}
      role="region"
      aria-label={label}
      data-state={state}
      // Scrollable while static: reachable by keyboard (WCAG 2.1.1).
      tabIndex={state === 'static' ? 0 : undefined}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && setHovered(false)}
    >
      <div className="marquee__track" style={style}>
        <ul className="marquee__list" ref={listRef}>
          {items.map((item, index) => (
            <li key={itemKey(item, index)} className="marquee__item">
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
        {started && (
          <ul className="marquee__list" aria-hidden="true" inert>
            {items.map((item, index) => (
              <li key={itemKey(item, index)} className="marquee__item">
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
