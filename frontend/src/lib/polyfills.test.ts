import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScrollTimelinePolyfill, SCROLL_TIMELINE_POLYFILL_URL, supportsScrollTimeline } from './polyfills';

function polyfillScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.getAttribute('src') === SCROLL_TIMELINE_POLYFILL_URL,
  );
}

/** jsdom has no CSS.supports: each test says what the "browser" supports. */
function browserSupports(supported: boolean) {
  const supports = vi.fn((condition: string) => supported && condition === 'animation-timeline: scroll()');
  vi.stubGlobal('CSS', { supports });
  return supports;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SCROLL_TIMELINE_POLYFILL_URL', () => {
  it('is on our own origin (the pinned npm package, copied by Vite), never a CDN', () => {
    expect(SCROLL_TIMELINE_POLYFILL_URL).toMatch(/^\/[^/]/);
    expect(SCROLL_TIMELINE_POLYFILL_URL).toContain('scroll-timeline');
  });
});

describe('loadScrollTimelinePolyfill', () => {
  it('requests nothing when scroll-driven animations are supported', () => {
    const supports = browserSupports(true);
    expect(loadScrollTimelinePolyfill()).toBe(false);
    expect(supports).toHaveBeenCalledWith('animation-timeline: scroll()');
    expect(polyfillScripts()).toEqual([]);
  });

  it('adds one async script from the CDN when they are not', () => {
    browserSupports(false);
    expect(loadScrollTimelinePolyfill()).toBe(true);
    expect(loadScrollTimelinePolyfill()).toBe(false);
    const scripts = polyfillScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].async).toBe(true);
    expect(scripts[0].parentElement).toBe(document.head);
  });

  it('treats a browser without CSS.supports as unsupported', () => {
    vi.stubGlobal('CSS', undefined);
    expect(supportsScrollTimeline()).toBe(false);
    expect(loadScrollTimelinePolyfill()).toBe(true);
  });

  it('reports a loading failure on the console only', () => {
    browserSupports(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadScrollTimelinePolyfill();
    expect(() => polyfillScripts()[0].dispatchEvent(new Event('error'))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/scroll-timeline/);
  });
});
