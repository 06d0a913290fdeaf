import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Modal from './Modal';

function Harness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div id="page">
        <button type="button" onClick={() => setOpen(true)}>
          Ouvrir
        </button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="titre" onClosed={onClosed}>
        <h2 id="titre">Titre</h2>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks scroll and makes the page inert while open', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    expect(document.getElementById('page')).toHaveAttribute('inert');
    expect(screen.getByRole('heading', { name: 'Titre' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('closes by the × button and unlocks scroll only after the exit animations', () => {
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = document.querySelector('dialog')!;
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog).toHaveAttribute('data-closing');
    expect(document.documentElement).toHaveClass('scroll-locked');
    // One animation ended: still locked.
    act(() => {
      dialog.dispatchEvent(Object.assign(new Event('animationend'), { pseudoElement: '' }));
    });
    expect(document.documentElement).toHaveClass('scroll-locked');
    act(() => {
      dialog.dispatchEvent(Object.assign(new Event('animationend'), { pseudoElement: '::backdrop' }));
    });
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    expect(dialog).not.toHaveAttribute('open');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(document.getElementById('page')).not.toHaveAttribute('inert');
  });

  it('closes on Escape (cancel) and on a backdrop click, with a timer fallback', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = document.querySelector('dialog')!;
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement).not.toHaveClass('scroll-locked');

    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    fireEvent.click(dialog);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(dialog).not.toHaveAttribute('open');
  });
});
