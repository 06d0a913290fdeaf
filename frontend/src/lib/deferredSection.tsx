// Sections hydrated when they near the viewport (issue 18's script budget,
// docs/performance.md).
//
// What a page shows below its first screen (the offer pages' sections, FAQ
// and lead form, /home's marquees and review form) is already in the server's
// HTML. On a page load, its code is requested only once the section comes
// within NEAR_VIEWPORT of the viewport or at the visitor's first use of the
// page (lib/hydrateOnUse.ts), and React hydrates it as soon as it arrives: a
// Suspense boundary keeps the server's HTML meanwhile, so nothing on screen
// changes. Everything on the page is still hydrated, the lower sections a
// little later. A click or submit inside the section before then is held and
// replayed once it is hydrated (holdUntilHydrated); if its code cannot be
// loaded, the held events go to the browser as they are (a link navigates,
// a form posts without JavaScript, as it does without it).
//
// The section's code is a chunk of its own, under src/pages/deferred/:
// frontend/vite-plugins/pageAssets.ts puts its CSS into the page's stylesheet
// (the server's HTML needs it) but does not preload its script.
//
// On the server, and on the client once the chunk is loaded (a client-side
// navigation loads it before showing the page: routes.tsx, sectionsOf), the
// section renders directly.
//
// A page's `sections` props (what its deferred sections show, /home's) are
// null in the props embedded in the server's HTML (website/pages.py:
// embedded_props; issue 18: /home's HTML budget): the section fetches them
// with its code, from the page asked for JSON as a client navigation does,
// puts them into the page's props and hydrates once both have arrived. If
// they cannot be fetched, the section stays as the server sent it, as when
// its code cannot be loaded.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { fetchPageProps } from './fetchPageProps';
import { firstUse, holdUntilHydrated } from './hydrateOnUse';
import { usePageProps } from './pageProps';

/**
 * How far below (or above) the viewport a section's code starts loading. Small
 * on purpose: /contact's form starts 86 px below a 412 × 823 phone screen and
 * must not load with the page (issue 18: 80 KB); a visitor's first touch,
 * wheel, key or pointer move loads every section anyway (firstUse).
 */
export const NEAR_VIEWPORT = '50px 0px';

export interface DeferredSection {
  (): React.JSX.Element;
  /** Loads the section's code (once). */
  load(): Promise<void>;
}

interface Gate {
  open: () => void;
  opened: Promise<void>;
}

function gate(): Gate {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Observes `element` until it comes within NEAR_VIEWPORT of the viewport. */
function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        near();
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A section whose code is `load`'s default export, rendered inside a <div>
 * (the element that is observed and whose events are held; it has no style
 * of its own).
 */
export function deferredSection(load: () => Promise<{ default: ComponentType }>): DeferredSection {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Section() {
    const ref = useRef<HTMLDivElement>(null);
    const props = usePageProps();
    // Chosen once per mounted section, so that its content is never mounted
    // again as another component type.
    const [waiting] = useState(() => {
      if (Loaded && props.page.sections !== null) return null;
      const near = gate();
      let hydrated: () => void = () => {};
      let failed: () => void = () => {};
      const done = new Promise<void>((resolve, reject) => {
        hydrated = resolve;
        failed = reject;
      });
      // A rejected promise nobody waits for would be reported as unhandled.
      done.catch(() => {});
      const Lazy = lazy(async () => {
        await near.opened;
        try {
          await Promise.all([
            loadOnce(),
            props.page.sections === null &&
              fetchPageProps(props.route.path).then((whole) => {
                // Completes, in place, the props the page was hydrated
                // with: only its deferred sections read `sections`, and
                // none has rendered yet.
                props.page.sections = whole.page.sections;
              }),
          ]);
        } catch (error) {
          console.error('Section non chargée, elle reste telle que le serveur l’a envoyée :', error);
          failed();
          // Never settles: React keeps the server's HTML for good.
          return new Promise<never>(() => {});
        }
        const Component = Loaded!;
        return {
          default: function Hydrated() {
            useEffect(() => hydrated(), []);
            return <Component />;
          },
        };
      });
      return { near, done, Lazy };
    });

    useEffect(() => {
      const element = ref.current;
      if (!waiting || !element) return;
      holdUntilHydrated(element, waiting.done);
      void firstUse().then(waiting.near.open);
      return whenNear(element, waiting.near.open);
    }, [waiting]);

    // The boundary is the same element at every render of the section (its
    // content is fixed for its lifetime), so that a render of the page never
    // reaches it while it waits for its code. React gives up hydrating a
    // boundary that receives an update before it can hydrate: it deletes the
    // server's HTML and shows the fallback (nothing) until the code arrives.
    // The page renders again at every location change (App reads react-router's
    // location), a #fragment link of the same page included, and React 19
    // renders a popstate's update at once, inside the event: the fragment's
    // target was gone before the browser scrolled to it (the hero's « Voir les
    // fonctionnalités » stayed at the top under load). Only the boundary, not
    // the <div>: where React skips an unchanged element above a waiting
    // boundary, it marks the boundary as updated if a context changed (the
    // location), since it cannot tell what the server's HTML reads.
    const [boundary] = useState(() => {
      const Content = waiting ? waiting.Lazy : Loaded!;
      return (
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      );
    });
    return <div ref={ref}>{boundary}</div>;
  }
  return Object.assign(Section, { load: loadOnce });
}
