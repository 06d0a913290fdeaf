// Pages hydrated on first use (issue 18's script budget, docs/performance.md).
//
// A page whose server HTML already is all of its content (the legal texts,
// the sitemap) needs its code only once a visitor does something with it. Its
// chunk is then requested at the visitor's first pointer, touch, key or focus
// event, not with the page, and React hydrates it as soon as it arrives (a
// Suspense boundary around the page keeps the server's HTML meanwhile: see
// routes.tsx and App.tsx). The shell (header, footer, cookie banner) hydrates
// with the page load as before, so the whole page is still hydrated, only
// later.
//
// A click or submit that arrives inside the page before its code would reach
// React while the page is not hydrated yet, and React drops such events. They
// are held here instead and replayed once the page is hydrated: a link then
// navigates as any hydrated link does, a button does what it says.

/**
 * The visitor's first use of the page. A click (also a DOM or assistive
 * technology click, without pointer events) and Back/Forward count too: React
 * applies no update to the page, a navigation away included, before it has
 * hydrated it, so a navigation must start its hydration.
 */
export const USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'click',
  'popstate',
] as const;

/** What a held click is replayed on. */
const ACTIVATABLE =
  'a[href], button, summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

let used: Promise<void> | null = null;

/** Resolves at the visitor's first use (USE_EVENTS). */
export function firstUse(win: Window = window): Promise<void> {
  used ??= new Promise((resolve) => {
    const done = () => {
      for (const type of USE_EVENTS) win.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of USE_EVENTS) win.addEventListener(type, done, { capture: true, passive: true });
  });
  return used;
}

/**
 * Holds the clicks on links and controls, and the submits, inside `region`
 * until `hydrated` settles, then replays them in order.
 */
export function holdUntilHydrated(region: Element, hydrated: Promise<void>, doc: Document = document): void {
  const held: (() => void)[] = [];
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(ACTIVATABLE) : null;
    if (!target || !region.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => {
      if (target.isConnected) (target as HTMLElement).click();
    });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !region.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const release = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    for (const replay of held.splice(0)) replay();
  };
  hydrated.then(release, release);
}
