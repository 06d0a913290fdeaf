// The two steps of entry-client.tsx, kept apart so that they can be tested.

/**
 * How long after the load event the app still waits for a first contentful
 * paint. A light page (a legal text: the HTML, the entry and the logo) often
 * finishes loading a few milliseconds before its first frame is on screen;
 * starting the app at the load event then put its 76 KB download ahead of
 * that paint (Lighthouse: FCP 0.8 → 1.3 s on /mentions-legales, one run in
 * two). Only a page that never paints anything contentful waits this long.
 */
export const LOAD_GRACE_MS = 1000;

/**
 * Runs once the first contentful paint is on screen (the browser's own paint
 * timing, so fake timers in tests do not hold it back), or LOAD_GRACE_MS after
 * the load event for a page that paints nothing contentful; at once where
 * paint timing is missing or the tab is hidden (a hidden tab paints nothing).
 */
export function afterFirstPaint(run: () => void, win: Window & typeof globalThis = window): void {
  let done = false;
  let grace: number | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.removeEventListener('load', onLoad);
    if (grace !== undefined) win.clearTimeout(grace);
    run();
  };
  const onLoad = () => {
    grace = win.setTimeout(once, LOAD_GRACE_MS);
  };
  const supported = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  if (!supported || win.document.visibilityState === 'hidden') {
    run();
    return;
  }
  const observer = new win.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  win.addEventListener('load', onLoad);
}

/**
 * Starts the download of the page's chunks (listed by Django on the entry
 * script's data-preload, from the build's page-assets.json) side by side,
 * instead of one after the other as each import is discovered. Returns the
 * URLs requested.
 */
export function preloadPageChunks(doc: Document = document): string[] {
  const hrefs = (doc.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload ?? '')
    .split(' ')
    .filter(Boolean);
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  return hrefs;
}
