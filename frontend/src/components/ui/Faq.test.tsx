import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Faq as FaqData } from '../../content/types.generated';
import { PagePropsContext } from '../../lib/pageProps';
import type { PageProps } from '../../types';
import Faq, { FAQ_PREVIEW } from './Faq';

function faqOf(count: number, cta?: FaqData['cta']): FaqData {
  return {
    title: 'Questions fréquentes sur la téléphonie VoIP',
    items: Array.from({ length: count }, (_, i) => ({ question: `Question ${i + 1} ?`, answer: `Réponse ${i + 1}.` })),
    ...(cta ? { cta } : {}),
  };
}

function renderFaq(faq?: FaqData) {
  return render(
    <MemoryRouter>
      <div id="page">
        <Faq faq={faq} />
      </div>
    </MemoryRouter>,
  );
}

describe('Faq', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Unmount while fake timers still run, so that a modal left open finishes
    // its exit (and releases the shared scroll lock) before the next test.
    cleanup();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('previews the first FAQ_PREVIEW questions, the first one open, and leaves the others to the modal', () => {
    const { container } = renderFaq(faqOf(10));
    const details = container.querySelectorAll('.faq__inner > .faq-list details');
    expect(details).toHaveLength(FAQ_PREVIEW);
    expect(Array.from(details).map((d) => d.querySelector('summary')?.textContent)).toEqual(
      Array.from({ length: FAQ_PREVIEW }, (_, i) => `Question ${i + 1} ?`),
    );
    expect(details[0]).toHaveAttribute('open');
    expect(
      Array.from(details)
        .slice(1)
        .some((d) => d.hasAttribute('open')),
    ).toBe(false);
    // Questions 6-10 are not in the page: its HTML keeps one size (content/previews.json).
    expect(container.querySelector('#faq-toutes')).toBeNull();
    expect(container).not.toHaveTextContent('Question 6 ?');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Questions fréquentes sur la téléphonie VoIP' }),
    ).toBeVisible();
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'loaded');
  });

  it('labels the button with the number of questions and opens every question in a full-screen modal', () => {
    renderFaq(faqOf(10));
    const button = screen.getByRole('button', { name: 'Voir toutes les questions (10)' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Questions fréquentes sur la téléphonie VoIP' });
    expect(dialog).toHaveClass('modal--full');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getAllByText(/^Question \d+ \?$/)).toHaveLength(10);
    expect(document.documentElement).toHaveClass('scroll-locked');
    // The dialog is outside the page wrapper that becomes inert.
    expect(document.getElementById('page')).toHaveAttribute('inert');
    expect(document.getElementById('page')?.contains(dialog)).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(document.documentElement).toHaveClass('scroll-locked'); // exit animations still running
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
    expect(document.getElementById('page')).not.toHaveAttribute('inert');
  });

  it('serves visitors without JavaScript a link to this page with every question', () => {
    const html = renderToString(
      <MemoryRouter>
        <Faq faq={faqOf(10)} />
      </MemoryRouter>,
    );
    expect(html).toContain('href="?tout=faq#faq-toutes">Voir toutes les questions (<!-- -->10<!-- -->)</a>');
    expect(html).not.toContain('id="faq-toutes"');
    expect(html).not.toContain('Question 10');
  });

  it('lists every question after the preview on the page asked for with all of them (?tout=faq)', () => {
    const html = renderToString(
      <MemoryRouter>
        <PagePropsContext.Provider value={{ route: { key: 'telephonie' }, expand: 'faq' } as unknown as PageProps}>
          <Faq faq={faqOf(10)} />
        </PagePropsContext.Provider>
      </MemoryRouter>,
    );
    const more = html.slice(html.indexOf('id="faq-toutes"'));
    expect(more).toContain('Question 6 ?');
    expect(more).toContain('Question 10 ?');
    // Nothing left to ask for: no link.
    expect(html).not.toContain('Voir toutes les questions');
  });

  it('has no "see all" button with FAQ_PREVIEW questions or fewer', () => {
    renderFaq(faqOf(FAQ_PREVIEW));
    expect(screen.queryByRole('button', { name: /Voir toutes les questions/ })).toBeNull();
    expect(document.querySelectorAll('details')).toHaveLength(FAQ_PREVIEW);
  });

  it('shows the optional call to action, through the router for site paths', () => {
    const { unmount } = renderFaq(faqOf(3, { text: 'Une autre question ? Parlons-en', link: '#contact' }));
    expect(screen.getByRole('link', { name: 'Une autre question ? Parlons-en' })).toHaveAttribute('href', '#contact');
    unmount();
    renderFaq(faqOf(3, { text: 'Écrivez-nous', link: '/contact' }));
    expect(screen.getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute('href', '/contact');
  });

  it('has a loading state before the data is there', () => {
    const { container } = renderFaq(undefined);
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des questions…');
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeVisible();
  });

  it('is in the fallback state when Django sends the spec §8 fallback (error flag)', () => {
    const { container, unmount } = renderFaq({ ...faqOf(1), error: true });
    expect(container.querySelector('section')).toHaveAttribute('data-state', 'fallback');
    expect(screen.getByText(/^Question 1\s\?$/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    expect(renderFaq(faqOf(1)).container.querySelector('section')).toHaveAttribute('data-state', 'loaded');
  });

  it('keeps a malformed FAQ (no items) as a heading without questions', () => {
    renderFaq({ title: 'Questions sur la fibre', items: [] });
    expect(document.querySelectorAll('details')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
