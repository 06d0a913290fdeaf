import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ThreatMapFrame, { THREAT_MAP_TIMEOUT_MS } from './ThreatMapFrame';

const URL = 'https://carte.example.com/';

describe('ThreatMapFrame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers the new-tab link in every state, once', () => {
    render(<ThreatMapFrame url={URL} />);
    expect(screen.getAllByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' })).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(THREAT_MAP_TIMEOUT_MS);
    });
    expect(screen.getAllByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' })).toHaveLength(1);
    expect(document.querySelector('iframe')).toHaveAttribute('hidden');
  });

  it('clears its deadline when unmounted', () => {
    const { unmount } = render(<ThreatMapFrame url={URL} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
