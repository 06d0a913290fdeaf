import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Faq } from '../../content/types.generated';
import FaqModal from './FaqModal';

const faq: Faq = {
  title: "Questions fréquentes sur l'infogérance",
  items: Array.from({ length: 8 }, (_, i) => ({ question: `Question ${i + 1} ?`, answer: `Réponse ${i + 1}.` })),
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <FaqModal open={open} onClose={() => setOpen(false)} faq={faq} />
    </>
  );
}

function openModal(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return screen.getByRole('dialog', { name: faq.title });
}

function finishExit() {
  act(() => {
    vi.advanceTimersByTime(1000);
  });
}

describe('FaqModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Unmount while fake timers still run, so that a modal left open finishes
    // its exit (and releases the shared scroll lock) before the next test.
    cleanup();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Question 1 ?')).toBeNull();
  });

  it('shows every question under the FAQ title, the first one open, full screen', () => {
    render(<Harness />);
    const dialog = openModal();
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveClass('modal--full');
    expect(within(dialog).getByRole('heading', { level: 2, name: faq.title })).toBeVisible();
    const details = dialog.querySelectorAll('details');
    expect(details).toHaveLength(8);
    expect(details[0]).toHaveAttribute('open');
    expect(within(dialog).getByText('8 questions et réponses')).toBeVisible();
  });

  it('closes on Escape and on a backdrop click, unlocking scroll after the exit', () => {
    render(<Harness />);
    let dialog = openModal();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(document.documentElement).toHaveClass('scroll-locked');
    finishExit();
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement).not.toHaveClass('scroll-locked');

    dialog = openModal();
    fireEvent.click(dialog);
    finishExit();
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });
});
