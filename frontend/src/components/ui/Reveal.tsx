// Reveal on scroll (spec §4, §9): the element gets an 'in' state once visible,
// with a 10 % bottom margin (it is revealed once it has risen a tenth of the
// viewport above the bottom edge).
//
// Content is never hidden by default: the server's HTML, a visitor without
// JavaScript and prefers-reduced-motion all see it at once. Only an element
// still below the fold after hydration is hidden ("armed"), to fade in when
// it scrolls into view; one already on screen is marked 'in' directly, so
// nothing on screen ever blinks.
import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/motion';
import './Reveal.css';

/** Spec §9: "Reveal on scroll triggers at a 10% bottom margin". */
export const REVEAL_ROOT_MARGIN = '0px 0px -10% 0px';

export interface RevealProps {
  /** Element to render, a <div> by default. */
  as?: ElementType;
  /** Extra class. */
  className?: string;
  /** Optional id (fragment target). */
  id?: string;
  /** Optional aria-labelledby, for a <section>. */
  'aria-labelledby'?: string;
  children: ReactNode;
}

type RevealState = 'idle' | 'armed' | 'in';

export default function Reveal({ as: Tag = 'div', className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>('idle');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function' || prefersReducedMotion()) {
      setState('in');
      return;
    }
    // Already on screen, even below the trigger line: nothing to animate
    // (hiding it would make it blink; a section hydrated near the viewport,
    // lib/deferredSection.tsx, may hydrate once it is already in view).
    if (element.getBoundingClientRect().top < window.innerHeight) {
      setState('in');
      return;
    }
    setState('armed');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('in');
          observer.disconnect();
        }
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = ['reveal', state === 'armed' && 'reveal--armed', state === 'in' && 'in', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag ref={ref} className={classes} data-reveal={state} {...rest}>
      {children}
    </Tag>
  );
}
