import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import company from '../../lib/companyForTests';
import { closeDialog, openReviewModal } from '../../lib/dialogs';
import { SiteContext, type Company } from '../../lib/site';
import ReviewModal, { REVIEW_AUTO_CLOSE_MS } from './ReviewModal';

// The proof of work is lib/altcha.test.ts's subject: here it answers at once.
vi.mock('../../lib/altcha', () => ({
  createAltchaRun: () => ({ start() {}, answer: async () => 'altcha-answer', reset() {} }),
}));

const site: Company = { ...company, apiBase: '/api' };
const fetchMock = vi.fn();

function renderModal() {
  render(
    <SiteContext.Provider value={site}>
      <div id="page" />
      <ReviewModal />
    </SiteContext.Provider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function open() {
  act(() => openReviewModal());
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Envoyer mon avis|Envoi…/ }));

describe('ReviewModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => closeDialog());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens with 'Laisser un avis' and the fields Nom, Entreprise, Votre avis", () => {
    renderModal();
    expect(screen.queryByRole('heading', { name: 'Laisser un avis' })).toBeNull();
    open();
    expect(screen.getByRole('dialog', { name: 'Laisser un avis' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Entreprise/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Votre avis/)).toBeRequired();
    expect(screen.getByLabelText(/^Votre avis/).tagName).toBe('TEXTAREA');
  });

  it('an invalid submit marks the fields touched and sends nothing', () => {
    renderModal();
    open();
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const message = screen.getByLabelText(/^Votre avis/);
    expect(screen.getByText('Le message est requis.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(message);
    // The name has no required rule: its message can never show.
    expect(screen.queryByText('Le nom est requis.')).toBeNull();
  });

  it("reads 'Envoi…' while sending, thanks, then closes after REVIEW_AUTO_CLOSE_MS", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderModal();
    open();
    await advance(4000);
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Sandrine M.' } });
    fireEvent.change(screen.getByLabelText(/^Votre avis/), { target: { value: 'Support très réactif.' } });
    submit();
    await advance(0);
    expect(screen.getByRole('button', { name: 'Envoi…' })).toHaveAttribute('aria-disabled', 'true');
    const body = JSON.parse(fetchMock.mock.calls[0][1].body as string);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/review');
    expect(body).toMatchObject({ name: 'Sandrine M.', company: '', message: 'Support très réactif.', website: '' });
    expect(body.fillMs).toBeGreaterThanOrEqual(4000);
    expect(body.altcha).toBe('altcha-answer');
    await act(async () => {
      answer(new Response('', { status: 200 }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(/^Merci pour votre avis\s!$/)).toBeInTheDocument();
    expect(screen.getByText('La fenêtre se fermera automatiquement dans 3 secondes…')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Laisser un avis' });
    await advance(REVIEW_AUTO_CLOSE_MS - 1);
    expect(dialog).not.toHaveAttribute('data-closing');
    await advance(1);
    expect(dialog).toHaveAttribute('data-closing');
    await advance(1000);
    expect(screen.queryByRole('heading', { name: 'Laisser un avis' })).toBeNull();
    // Reopening shows an empty form again (the form was reset, sent cleared).
    open();
    expect(screen.getByLabelText(/^Votre avis/)).toHaveValue('');
    expect(screen.queryByText(/^Merci pour votre avis\s!$/)).toBeNull();
  });

  it('any failure shows the one error message; reopening clears it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderModal();
    open();
    fireEvent.change(screen.getByLabelText(/^Votre avis/), { target: { value: 'Bien.' } });
    submit();
    await advance(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2); // one retry
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(screen.getByRole('button', { name: 'Envoyer mon avis' })).not.toHaveAttribute('aria-disabled');
    act(() => closeDialog());
    await advance(1000);
    open();
    expect(screen.queryByText('Une erreur est survenue. Veuillez réessayer.')).toBeNull();
  });

  it.each([
    ['an invalid response type', () => new Response('["ok"]', { status: 200 })],
    ['a server error', () => new Response('{"ok":false,"error":"server_error"}', { status: 500 })],
    ['ok false', () => new Response('{"ok":false,"error":"validation_error"}', { status: 200 })],
  ])('%s is an error too', async (_name, response) => {
    fetchMock.mockImplementation(async () => response());
    renderModal();
    open();
    fireEvent.change(screen.getByLabelText(/^Votre avis/), { target: { value: 'Bien.' } });
    submit();
    await advance(2000);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
  });

  it('an object without ok is a success', async () => {
    fetchMock.mockImplementation(async () => new Response('{"id": 4}', { status: 201 }));
    renderModal();
    open();
    fireEvent.change(screen.getByLabelText(/^Votre avis/), { target: { value: 'Bien.' } });
    submit();
    await advance(0);
    expect(screen.getByText(/^Merci pour votre avis\s!$/)).toBeInTheDocument();
  });
});
