// The lead form's submission (useLeadSubmission.ts), driven through the form:
// spec §4's invalid-then-sent behaviour and server messages, the §7 payload,
// the thank-you dialog, idempotency keys, and the failure alerts and event.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadFailure } from '../../lib/leadTypes';
import { fetchMock, fill, fillValid, renderForm, reply, sentPayload, settle } from './leadFormTesting';
import { THANK_YOU_AUTO_CLOSE_MS } from './ThankYouDialog';
import { LEAD_FAILURE_EVENT } from './useLeadSubmission';

// The proof of work is lib/altcha.test.ts's subject: here it answers at once.
vi.mock('../../lib/altcha', () => ({
  createAltchaRun: () => ({ start() {}, answer: async () => 'altcha-answer', reset() {} }),
}));

vi.mock('../../lib/analytics', () => ({ trackLeadSubmit: vi.fn() }));
const { trackLeadSubmit } = await import('../../lib/analytics');

describe('LeadForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(trackLeadSubmit).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('an invalid submit marks every field touched and is still sent; server details are shown', async () => {
    const onFailure = vi.fn();
    const events: LeadFailure[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<LeadFailure>).detail);
    window.addEventListener(LEAD_FAILURE_EVENT, listener);
    const details = {
      firstName: 'Le prénom est requis.',
      email: "L'email renseigné ne semble pas valide.",
      company: "Le nom de l'entreprise est requis.",
    };
    fetchMock.mockImplementation(reply(400, { ok: false, error: 'validation_error', details }));
    renderForm({ onFailure });
    fill(/^Nom \*$/, 'Durand');
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    // Touched at once, before the answer; an empty e-mail is said to be required.
    expect(screen.getByText('Le prénom est requis.')).toBeInTheDocument();
    expect(screen.getByText("L'e-mail professionnel est requis.")).toBeInTheDocument();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentPayload()).toMatchObject({ lastName: 'Durand', firstName: '', context: 'telephonie' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('merci de corriger les champs signalés');
    expect(within(alert).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(onFailure).toHaveBeenCalledWith({ context: 'telephonie', status: 400, code: 'validation_error', details });
    expect(events).toEqual([{ context: 'telephonie', status: 400, code: 'validation_error', details }]);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Prénom/));
    window.removeEventListener(LEAD_FAILURE_EVENT, listener);
  });

  it('an invalid submit moves the focus to the first field to fix at once, before the sending code or the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fill(/^Prénom/, 'Marie');
    fill(/^Nom \*$/, 'Durand');
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    // No await: the company (the first empty field in the form's order) has the focus already.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Entreprise/));
    expect(screen.getByLabelText(/^Entreprise/)).toHaveAttribute('aria-invalid', 'true');
    await settle();
    // Still sent (spec §4), and the server's refusal leaves the focus where it is.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByLabelText(/^Entreprise/));
    answer(
      new Response(JSON.stringify({ ok: false, error: 'validation_error', details: { company: 'Requis.' } }), {
        status: 400,
      }),
    );
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Entreprise/));
  });

  it('a server detail the client did not catch is shown on its field until edited', async () => {
    fetchMock.mockImplementation(
      reply(400, { ok: false, error: 'validation_error', details: { phone: 'Numéro refusé par le serveur.' } }),
    );
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    await settle();
    const phone = screen.getByLabelText(/^Téléphone/);
    expect(screen.getByText('Numéro refusé par le serveur.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(phone, { target: { value: '01 99 99 99 99' } });
    expect(screen.queryByText('Numéro refusé par le serveur.')).toBeNull();
  });

  it('on success: payload of §7, form reset, thank-you dialog closing after THANK_YOU_AUTO_CLOSE_MS, lead_submit hook', async () => {
    fetchMock.mockImplementation(reply(200, { ok: true, error: null, details: null }));
    renderForm({ context: 'cyber', submitLabel: 'Recevoir mon devis gratuit' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    fillValid();
    fill('Urgence', 'Incident en cours');
    fill("Nombre d'utilisateurs", '25');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir mon devis gratuit' }));
    await settle();
    const payload = sentPayload();
    expect(payload).toMatchObject({
      name: 'Marie Durand',
      email: 'marie@acme.fr',
      subject: 'Lead cyber — ACME',
      message: "Message: Rappelez-moi demain\nNombre d'utilisateurs: 25\nUrgence: Incident en cours",
      phone: '01 23 45 67 89',
      company: 'ACME',
      locale: 'fr-FR',
      context: 'cyber',
      firstName: 'Marie',
      lastName: 'Durand',
      extras: { usersCount: '25', urgency: 'Incident en cours' },
      page: '/',
      website: '',
    });
    expect(payload.fillMs).toBeGreaterThanOrEqual(5000);
    expect(payload.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(trackLeadSubmit).toHaveBeenCalledWith({ context: 'cyber' });
    expect(JSON.stringify(vi.mocked(trackLeadSubmit).mock.calls)).not.toContain('ACME');
    // The proof of work travels with the §7 body (lib/altcha.ts).
    expect(payload.altcha).toBe('altcha-answer');
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('');
    expect(screen.queryByText('Le prénom est requis.')).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Merci !' });
    expect(dialog).toHaveTextContent('Votre demande a bien été envoyée. Nous revenons vers vous sous 24 h.');
    expect(dialog).toHaveTextContent('Fermeture automatique…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(THANK_YOU_AUTO_CLOSE_MS - 1);
    });
    expect(dialog).not.toHaveAttribute('data-closing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // THANK_YOU_AUTO_CLOSE_MS: the exit animation starts, then the dialog is gone.
    expect(dialog).toHaveAttribute('data-closing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('heading', { name: 'Merci !' })).toBeNull();
    expect(dialog).not.toHaveAttribute('open');
  });

  it('the thank-you dialog also closes by its button', async () => {
    fetchMock.mockImplementation(reply(200, { ok: true }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(dialog).toHaveAttribute('data-closing');
    await settle(1000);
    expect(screen.queryByRole('heading', { name: 'Merci !' })).toBeNull();
  });

  it('retries keep one idempotency key; a new submission gets another', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(reply(200, { ok: true }))
      .mockImplementationOnce(reply(200, { ok: true }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    await settle(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentPayload(0).idempotencyKey).toBe(sentPayload(1).idempotencyKey);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await settle(1000);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    await settle();
    expect(sentPayload(2).idempotencyKey).not.toBe(sentPayload(0).idempotencyKey);
  });

  it('when the API is unreachable: failure event and an alert giving the phone number', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onFailure = vi.fn();
    renderForm({ onFailure });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    await settle(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledWith({
      context: 'telephonie',
      status: 0,
      code: 'network_or_http_error',
      details: null,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Votre demande n'a pas pu être envoyée.");
    expect(alert).toHaveTextContent('01 23 45 67 89');
    expect(trackLeadSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Marie');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rate limited: says so, with the phone number', async () => {
    fetchMock.mockImplementation(reply(429, { ok: false, error: 'rate_limited', details: { body: 'Trop' } }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Être recontacté par un conseiller' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de demandes ont été envoyées depuis votre connexion.');
  });
});
