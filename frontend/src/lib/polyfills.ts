// Spec §7 "Other": a scroll-timeline polyfill is loaded when the browser lacks
// support; spec §8: its failure is reported on the console only. Browsers that
// support scroll-driven animations never request it. The spec's "public CDN"
// is our own origin: Vite copies the pinned npm package's build into the
// static files (hashed name, same origin), so no third-party script host
// loads before consent and the CSP needs none (README, "Analytics and cookies").
import polyfillUrl from 'scroll-timeline-polyfill/dist/scroll-timeline.js?url';

export const SCROLL_TIMELINE_POLYFILL_URL: string = polyfillUrl;

/** Whether the browser runs scroll-driven animations natively. */
export function supportsScrollTimeline(): boolean {
  try {
    return (
      typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('animation-timeline: scroll()')
    );
  } catch {
    return false;
  }
}

/**
 * Adds the polyfill's script element when the browser needs it and it is not
 * on the page yet. Returns whether this call requested it.
 */
export function loadScrollTimelinePolyfill(doc: Document = document): boolean {
  if (supportsScrollTimeline()) return false;
  if (doc.querySelector(`script[src="${SCROLL_TIMELINE_POLYFILL_URL}"]`)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = SCROLL_TIMELINE_POLYFILL_URL;
  script.onerror = () => {
    console.warn('Polyfill scroll-timeline indisponible : les animations liées au défilement restent statiques.');
  };
  doc.head.appendChild(script);
  return true;
}
