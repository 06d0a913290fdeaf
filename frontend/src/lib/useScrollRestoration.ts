import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';
import { sessionStore } from './safeStorage';

const STORAGE_KEY = 'tq-scroll-positions';
// useLayoutEffect warns during server rendering; scrolling only exists in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStore.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Whether this document was opened by following a link or typing its address
 * (not by a reload or Back/Forward): then there is no position to restore.
 */
function isFreshVisit(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

/** Remembers the scroll position of a history entry (called as a navigation starts). */
export function rememberScrollPosition(locationKey: string): void {
  const positions = readPositions();
  positions[locationKey] = window.scrollY;
  // Where storage is full or blocked nothing is kept: restoration is a
  // comfort, not a requirement.
  sessionStore.setItem(STORAGE_KEY, JSON.stringify(positions));
}

/**
 * Spec §2: anchor scrolling is on, and the scroll position is restored on
 * back navigation. Runs when the shown page changes (after its props have
 * arrived), so the restored position exists in the new content.
 */
export function useScrollRestoration(shown: Location, isPop: boolean): void {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => rememberScrollPosition(shown.key);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [shown.key]);

  const firstView = useRef(true);
  useBrowserLayoutEffect(() => {
    // On a fresh visit the first view skips sessionStorage: its first access
    // in a document is a synchronous round trip to the browser process, which
    // would lengthen hydration's commit for nothing.
    const skipStorage = firstView.current && isFreshVisit();
    firstView.current = false;
    const saved = skipStorage ? undefined : readPositions()[shown.key];
    if (isPop && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (shown.hash) {
      const id = decodeURIComponent(shown.hash.slice(1));
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
      // A section rendered a moment later (deferred until hydrated, or on a
      // slow phone): go to it when it appears, for 3 s at most.
      if (!isPop) window.scrollTo(0, 0);
      const observer = new MutationObserver(() => {
        const late = document.getElementById(id);
        if (late) {
          observer.disconnect();
          late.scrollIntoView();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const timer = setTimeout(() => observer.disconnect(), 3000);
      return () => {
        observer.disconnect();
        clearTimeout(timer);
      };
    }
    if (!isPop) window.scrollTo(0, 0);
  }, [shown.key, shown.hash, isPop]);
}
