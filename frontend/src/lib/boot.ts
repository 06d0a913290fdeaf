// The two steps of entry-client.tsx, kept apart so that they can be tested.

/** Runs after the next frame has been painted (at once in a hidden tab, which paints nothing). */
export function afterNextPaint(run: () => void, doc: Document = document): void {
  if (doc.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
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
