// Browser entry, kept tiny on purpose. The server's HTML and its inlined
// stylesheet paint on their own; React, the app and the page's chunk are only
// requested once that first frame is on screen, so that their download never
// competes with the first paint (issue 8, Lighthouse: FCP, LCP).
import { loadScrollTimelinePolyfill } from './lib/polyfills';

/** Runs after the next frame has been painted (at once in a hidden tab, which paints nothing). */
function afterNextPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

// Spec §7: only browsers without scroll-driven animations fetch the polyfill.
loadScrollTimelinePolyfill();

/**
 * Starts the download of the page's chunks (listed by Django on this script's
 * element, from the build's page-assets.json) side by side, instead of one
 * after the other as each import is discovered.
 */
function preloadPageChunks(): void {
  const hrefs = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset.preload ?? '';
  for (const href of hrefs.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

afterNextPaint(() => {
  preloadPageChunks();
  import('./hydrate')
    .then(({ start }) => start())
    .catch((error: unknown) => {
      // Spec §8: a startup failure is reported on the console only; the
      // server-rendered page stays readable.
      console.error('Démarrage du site impossible :', error);
    });
});
