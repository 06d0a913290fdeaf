import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import company from '../../lib/companyForTests';
import { closeDialog, openThreatMap } from '../../lib/dialogs';
import { SiteContext, type Company } from '../../lib/site';
import ThreatMapModal from './ThreatMapModal';
import { THREAT_MAP_TIMEOUT_MS } from './ThreatMapFrame';

const site: Company = { ...company };
const BLOCKED = "Impossible d'afficher la carte dans une iframe (restriction du site source).";

function renderModal() {
  return render(
    <SiteContext.Provider value={site}>
      <div id="page" />
      <ThreatMapModal />
    </SiteContext.Provider>,
  );
}

/** Opens the modal and lets the server's frame check (stubbed: frameable) answer. */
async function open(): Promise<HTMLElement> {
  act(() => openThreatMap());
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
  return screen.getByRole('dialog', { name: 'Carte des cybermenaces en direct' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ThreatMapModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ frameable: true, reason: 'ok' }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeDialog());
    cleanup();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('is closed until the dialogs service opens it', async () => {
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('opens loading, with the map in a titled frame and the page scroll locked', async () => {
    renderModal();
    const dialog = await open();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement de la carte…');
    const frame = within(dialog).getByTitle('Carte des cybermenaces en temps réel (site externe)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', site.threatMapUrl);
    expect(document.documentElement).toHaveClass('scroll-locked');
  });

  it('switches to the blocked state when the frame has not loaded after THREAT_MAP_TIMEOUT_MS', async () => {
    renderModal();
    const dialog = await open();
    advance(THREAT_MAP_TIMEOUT_MS - 1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement de la carte…');
    expect(within(dialog).queryByText(BLOCKED)).toBeNull();
    advance(1);
    expect(within(dialog).queryByText('Chargement de la carte…')).toBeNull();
    expect(within(dialog).getByText(BLOCKED)).toBeVisible();
    const link = within(dialog).getByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' });
    expect(link).toHaveAttribute('href', site.threatMapUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.querySelector('.threat-map')).toHaveAttribute('data-state', 'blocked');
  });

  it('clears the loading flag on load, and no deadline fires afterwards', async () => {
    renderModal();
    const dialog = await open();
    const frame = dialog.querySelector('iframe')!;
    advance(1000);
    fireEvent.load(frame);
    expect(within(dialog).queryByText('Chargement de la carte…')).toBeNull();
    expect(dialog.querySelector('.threat-map')).toHaveAttribute('data-state', 'loaded');
    advance(2 * THREAT_MAP_TIMEOUT_MS);
    expect(within(dialog).queryByText(BLOCKED)).toBeNull();
    expect(frame).not.toHaveAttribute('hidden');
  });

  it('clears the blocked flag when the frame loads late', async () => {
    renderModal();
    const dialog = await open();
    advance(THREAT_MAP_TIMEOUT_MS);
    expect(within(dialog).getByText(BLOCKED)).toBeVisible();
    fireEvent.load(dialog.querySelector('iframe')!);
    expect(within(dialog).queryByText(BLOCKED)).toBeNull();
    expect(dialog.querySelector('.threat-map')).toHaveAttribute('data-state', 'loaded');
  });

  it('resets its state on reopen and restores scrolling after closing', async () => {
    renderModal();
    let dialog = await open();
    advance(THREAT_MAP_TIMEOUT_MS);
    expect(within(dialog).getByText(BLOCKED)).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    advance(1000);
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    expect(vi.getTimerCount()).toBe(0);

    dialog = await open();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement de la carte…');
    expect(within(dialog).queryByText(BLOCKED)).toBeNull();
    advance(THREAT_MAP_TIMEOUT_MS - 1);
    expect(within(dialog).queryByText(BLOCKED)).toBeNull();
    advance(1);
    expect(within(dialog).getByText(BLOCKED)).toBeVisible();
  });

  it('closes on Escape and on a backdrop click, cancelling the pending deadline', async () => {
    renderModal();
    let dialog = await open();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    advance(1000);
    expect(dialog).not.toHaveAttribute('open');
    expect(vi.getTimerCount()).toBe(0);

    dialog = await open();
    fireEvent.click(dialog);
    advance(1000);
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });
});
