import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

function Probe({ shown }: { shown: Location }) {
  useScrollRestoration(shown, false);
  return null;
}

const at = (hash: string, key: string): Location => ({ pathname: '/telephonie', search: '', hash, state: null, key });

describe('anchor scrolling', () => {
  const scrolled: string[] = [];
  const original = { scrollIntoView: Element.prototype.scrollIntoView, scrollTo: window.scrollTo };
  beforeEach(() => {
    scrolled.length = 0;
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    // The test files share their worker's window (vite.config.ts).
    Element.prototype.scrollIntoView = original.scrollIntoView;
    window.scrollTo = original.scrollTo;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('goes to a section that appears just after the navigation', async () => {
    render(<Probe shown={at('#fonction', 'a')} />);
    expect(scrolled).toEqual([]);
    const late = document.createElement('h2');
    late.id = 'fonction';
    await act(async () => {
      document.body.append(late);
      await Promise.resolve();
    });
    expect(scrolled).toEqual(['fonction']);
  });

  it('gives up after a few seconds', async () => {
    render(<Probe shown={at('#ailleurs', 'b')} />);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    const late = document.createElement('h2');
    late.id = 'ailleurs';
    await act(async () => {
      document.body.append(late);
      await Promise.resolve();
    });
    expect(scrolled).toEqual([]);
  });
});
