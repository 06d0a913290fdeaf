import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ThreatMapFrame, { THREAT_MAP_STATUS_URL, THREAT_MAP_TIMEOUT_MS } from './ThreatMapFrame';

const URL = 'https://carte.example.com/';
const BLOCKED = "Impossible d'afficher la carte dans une iframe (restriction du site source).";

/** fetch answering the status check with `answer` (or never, when undefined). */
function stubStatus(answer?: { frameable: boolean; reason: string }) {
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        if (answer) resolve(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('ThreatMapFrame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the blocked message at once, and makes no frame, when the server says it cannot be framed', async () => {
    const fetchMock = stubStatus({ frameable: false, reason: 'refused' });
    render(<ThreatMapFrame url={URL} />);
    expect(screen.getByText('Chargement de la carte…')).toBeInTheDocument();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(THREAT_MAP_STATUS_URL, expect.anything());
    expect(screen.getByText(BLOCKED)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' })).toHaveLength(1);
  });

  it('frames the map when it can, and keeps the spec deadline from the opening', async () => {
    stubStatus({ frameable: true, reason: 'ok' });
    render(<ThreatMapFrame url={URL} />);
    await flush();
    expect(document.querySelector('iframe')).toHaveAttribute('src', URL);
    act(() => {
      vi.advanceTimersByTime(THREAT_MAP_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText(BLOCKED)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(BLOCKED)).toBeInTheDocument();
  });

  it('offers the new-tab link in every state, once', () => {
    stubStatus();
    render(<ThreatMapFrame url={URL} />);
    expect(screen.getAllByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' })).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(THREAT_MAP_TIMEOUT_MS);
    });
    expect(screen.getAllByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' })).toHaveLength(1);
    expect(screen.getByText(BLOCKED)).toBeInTheDocument();
  });

  it('clears its deadline when unmounted', () => {
    stubStatus();
    const { unmount } = render(<ThreatMapFrame url={URL} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
