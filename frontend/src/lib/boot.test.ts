import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, preloadPageChunks } from './boot';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('preloadPageChunks', () => {
  it("requests every chunk the server listed, as module preloads", () => {
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

describe('afterNextPaint', () => {
  it('waits for the next frame, then for the task after it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden tab, where no frame comes', () => {
    const run = vi.fn();
    afterNextPaint(run, { visibilityState: 'hidden' } as Document);
    expect(run).toHaveBeenCalledOnce();
  });
});
