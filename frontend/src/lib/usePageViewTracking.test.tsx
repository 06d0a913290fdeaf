import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as analytics from './analytics';
import { usePageViewTracking } from './usePageViewTracking';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePageViewTracking', () => {
  it('reports the first page and each new path once', () => {
    const track = vi.spyOn(analytics, 'trackPageView').mockImplementation(() => {});
    const { rerender } = renderHook(({ path }) => usePageViewTracking('G-TQ0000TEST', path), {
      initialProps: { path: '/home' },
    });
    // A re-render of the same page (e.g. a #fragment link) is not a navigation.
    rerender({ path: '/home' });
    rerender({ path: '/contact' });
    expect(track.mock.calls).toEqual([
      ['G-TQ0000TEST', '/home'],
      ['G-TQ0000TEST', '/contact'],
    ]);
  });
});
