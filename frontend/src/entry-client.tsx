// Browser entry, kept tiny on purpose. The server's HTML and its inlined
// stylesheet paint on their own; React, the app and the page's chunk are only
// requested once that first frame is on screen, so that their download never
// competes with the first paint (issue 8, Lighthouse: FCP, LCP).
import { afterFirstPaint, preloadPageChunks } from './lib/boot';
import { loadScrollTimelinePolyfill } from './lib/polyfills';

// Spec §7: only browsers without scroll-driven animations fetch the polyfill.
loadScrollTimelinePolyfill();

afterFirstPaint(() => {
  // A page hydrated on first use (routes.tsx) loads its chunk only then.
  if (!document.querySelector('#contenu[data-hydrate="on-use"]')) preloadPageChunks();
  import('./hydrate')
    .then(({ start }) => start())
    .catch((error: unknown) => {
      // Spec §8: a startup failure is reported on the console only; the
      // server-rendered page stays readable.
      console.error('Démarrage du site impossible :', error);
    });
});
