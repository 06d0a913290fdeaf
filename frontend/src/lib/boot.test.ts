import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, LOAD_GRACE_MS, preloadPageChunks } from './boot';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('preloadPageChunks', () => {
  it('requests every chunk the server listed, as module preloads', () => {
    document.head.innerHTML =
      '<script type="module" src="/static/assets/entry.js" data-preload="/static/assets/hydrate.js /static/assets/HomePage.js"></script>';
    expect(preloadPageChunks()).toEqual(['/static/assets/hydrate.js', '/static/assets/HomePage.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/static/assets/hydrate.js'],
      ['modulepreload', '/static/assets/HomePage.js'],
    ]);
  });

  it('requests nothing when the page lists no chunk', () => {
    document.head.innerHTML = '<script type="module" src="/static/assets/entry.js"></script>';
    expect(preloadPageChunks()).toEqual([]);
    expect(document.head.querySelector('link')).toBeNull();
  });
});

/** A window whose paint timing is driven by the test. */
function fakeWindow({ paintTiming = true, hidden = false } = {}) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    entry: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const events = new EventTarget();
  const win = {
    PerformanceObserver: FakeObserver,
    document: { visibilityState: hidden ? 'hidden' : 'visible' },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    // Looked up at each call, so that vi.useFakeTimers() drives them.
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
    }
  };
  return { win, paint, load: () => events.dispatchEvent(new Event('load')), observers };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, and runs once', () => {
    const { win, paint, load, observers } = fakeWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    paint('first-paint');
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(run).toHaveBeenCalledOnce();
    load();
    expect(run).toHaveBeenCalledOnce();
    expect(observers[0].disconnected).toBe(true);
  });

  it('after the load event, still waits for the paint, then runs at once', () => {
    vi.useFakeTimers();
    const { win, paint, load } = fakeWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    load();
    vi.advanceTimersByTime(LOAD_GRACE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LOAD_GRACE_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs LOAD_GRACE_MS after the load event when nothing contentful was painted', () => {
    vi.useFakeTimers();
    const { win, load } = fakeWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    load();
    vi.advanceTimersByTime(LOAD_GRACE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once without paint timing, or in a hidden tab', () => {
    for (const options of [{ paintTiming: false }, { hidden: true }]) {
      const run = vi.fn();
      afterFirstPaint(run, fakeWindow(options).win);
      expect(run).toHaveBeenCalledOnce();
    }
  });
});
