// A carousel (spec §4): advances on its own, forward or backward, and wraps
// around; indicator dots and the ←/→ keys (while focus is inside) select a
// slide; it pauses on hover and on focus. Above the spec, it has a visible
// pause/play control and does not rotate on its own under
// prefers-reduced-motion (WCAG 2.2.2). The control comes before the slides,
// first in the tab order as the APG pattern asks, and first on screen: on a
// phone a tall slide would push a control placed after it below the first
// screen, where a visitor bothered by the motion would not find it.
//
// The accessible pattern is the W3C APG carousel: a region with
// aria-roledescription "carrousel", each slide a group "1 sur 4", the slides'
// live region off while rotating (announcing every change would drown screen
// reader users) and polite once stopped.
//
// The slides sit side by side in a horizontal scroll-snap container. Without
// JavaScript a visitor can still swipe or tab to each slide; with it, the
// active slide is scrolled into place and the others are inert.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import PauseButton from './PauseButton';
import { usePrefersReducedMotion } from '../../lib/motion';
import './Carousel.css';

/** Spec §9: "The generic carousel default is 5000 ms". */
export const DEFAULT_CAROUSEL_INTERVAL = 5000;

export interface CarouselProps<T> {
  /** The slides' data. */
  items: readonly T[];
  /**
   * Renders one slide. `ready` is false while the slide is neither shown nor
   * about to be: its images should not load yet (one request each saved on load).
   */
  renderSlide: (item: T, index: number, ready: boolean) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Name of a slide's indicator dot, e.g. its title. */
  slideName: (item: T, index: number) => string;
  /** Milliseconds between two automatic moves. */
  interval?: number;
  /** Direction of the automatic moves. */
  direction?: 'forward' | 'backward';
  /** Previous/next buttons (spec §4: hidden on the hero). */
  showArrows?: boolean;
  /** Extra class on the region. */
  className?: string;
}

/** How long before an automatic move the next slide's images may load, in ms. */
export const PRELOAD_LEAD = 3000;

/** Index after moving `delta` slides among `count`, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  return count > 0 ? (((index + delta) % count) + count) % count : 0;
}

export default function Carousel<T>({
  items,
  renderSlide,
  label,
  slideName,
  interval = DEFAULT_CAROUSEL_INTERVAL,
  direction = 'forward',
  showArrows = true,
  className,
}: CarouselProps<T>) {
  const id = useId();
  const count = items.length;
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  // null until the visitor presses pause/play: the default follows the motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Inactive slides become inert only once hydrated: the server's HTML keeps
  // every slide reachable for visitors without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef(active);
  const scrollTarget = useRef<number | null>(null);

  // Slides whose images may load: the first one (server and hydration render
  // alike), then the next one shortly before the rotation shows it, and all
  // of them as soon as the visitor reaches for the carousel.
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set([0]));
  const makeReady = useCallback(
    (indices: readonly number[]) =>
      setReady((current) => (indices.every((i) => current.has(i)) ? current : new Set([...current, ...indices]))),
    [],
  );
  const readyAll = useCallback(() => makeReady(items.map((_, index) => index)), [items, makeReady]);

  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    setHydrated(true);
  }, []);

  const go = useCallback((delta: number) => setActive((index) => wrapIndex(index, delta, count)), [count]);

  // The timer restarts whenever the slide changes, so a slide chosen by hand
  // gets a full interval too.
  useEffect(() => {
    if (!rotating) return;
    const step = direction === 'forward' ? 1 : -1;
    const preload = window.setTimeout(
      () => makeReady([wrapIndex(active, step, count)]),
      Math.max(0, interval - PRELOAD_LEAD),
    );
    const timer = window.setTimeout(() => go(step), interval);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
  }, [rotating, active, interval, direction, go, makeReady, count]);

  // Whatever brought a slide in (keys, dots, a swipe), it shows its images.
  useEffect(() => makeReady([active]), [active, makeReady]);

  // Bring the active slide into view. The target is remembered so that the
  // end of this scroll (or of one it interrupted) is not taken for a swipe.
  useEffect(() => {
    activeRef.current = active;
    const viewport = viewportRef.current;
    if (!viewport || typeof viewport.scrollTo !== 'function') return;
    const left = active * viewport.clientWidth;
    if (Math.abs(viewport.scrollLeft - left) < 1) return;
    scrollTarget.current = left;
    viewport.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [active, reducedMotion]);

  // A swipe (touch, trackpad, wheel) selects the slide it lands on.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let settle = 0;
    const onSettled = () => {
      const width = viewport.clientWidth;
      if (!width) return;
      if (scrollTarget.current !== null) {
        if (Math.abs(viewport.scrollLeft - scrollTarget.current) < 2) scrollTarget.current = null;
        return;
      }
      const index = Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / width)));
      if (index !== activeRef.current) setActive(index);
    };
    // The visitor took over: where the scroll ends is their choice.
    const onUserScroll = () => {
      scrollTarget.current = null;
      readyAll();
    };
    // Browsers without "scrollend" get a short debounce instead.
    const hasScrollEnd = 'onscrollend' in window;
    const onScroll = () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(onSettled, 150);
    };
    const endEvent = hasScrollEnd ? 'scrollend' : 'scroll';
    const endListener = hasScrollEnd ? onSettled : onScroll;
    viewport.addEventListener(endEvent, endListener);
    viewport.addEventListener('pointerdown', onUserScroll);
    viewport.addEventListener('touchstart', onUserScroll, { passive: true });
    viewport.addEventListener('wheel', onUserScroll, { passive: true });
    return () => {
      window.clearTimeout(settle);
      viewport.removeEventListener(endEvent, endListener);
      viewport.removeEventListener('pointerdown', onUserScroll);
      viewport.removeEventListener('touchstart', onUserScroll);
      viewport.removeEventListener('wheel', onUserScroll);
    };
  }, [count, readyAll]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || count < 2) return;
    event.preventDefault();
    const next = wrapIndex(active, event.key === 'ArrowRight' ? 1 : -1, count);
    setActive(next);
    // Roving focus: from a dot, the focus follows the selected slide's dot.
    const dots = dotsRef.current;
    if (dots && event.target instanceof Node && dots.contains(event.target)) {
      dots.querySelectorAll('button')[next]?.focus();
    }
  };

  if (count === 0) return null;

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carrousel"
      aria-label={label}
      data-rotating={rotating}
      onKeyDown={onKeyDown}
      // A touch has no hover: a tap must not leave the carousel paused.
      onPointerEnter={(event) => {
        readyAll();
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={(event) => event.pointerType !== 'touch' && setHovered(false)}
      onFocus={() => {
        readyAll();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {count > 1 && (
        <div className="carousel__toolbar">
          <PauseButton
            playing={playing}
            onChange={setUserPlaying}
            subject="rotation automatique du carrousel"
            className="carousel__pause"
          />
        </div>
      )}
      <div className="carousel__viewport" ref={viewportRef} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <div
            key={index}
            id={`${id}-slide-${index}`}
            className="carousel__slide"
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${count}`}
            data-active={index === active}
            inert={hydrated && index !== active}
          >
            {renderSlide(item, index, ready.has(index))}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          {showArrows && (
            <button
              type="button"
              className="carousel__arrow"
              aria-label="Diapositive précédente"
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <div className="carousel__dots" role="group" aria-label="Choisir une diapositive" ref={dotsRef}>
            {items.map((item, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={`Diapositive ${index + 1} : ${slideName(item, index)}`}
                aria-controls={`${id}-slide-${index}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
              />
            ))}
          </div>
          {showArrows && (
            <button type="button" className="carousel__arrow" aria-label="Diapositive suivante" onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
