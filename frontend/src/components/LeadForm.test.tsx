import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import company from '../../../content/company.json';
import type { LeadFailure, LeadPayload } from '../lib/leadTypes';
import { PagePropsContext } from '../lib/pageProps';
import { SiteContext, type Company } from '../lib/site';
import type { PageProps, ServerFormState } from '../types';
import LeadForm, { LEAD_FAILURE_EVENT, type LeadFormProps } from './LeadForm';

// The proof of work is lib/altcha.test.ts's subject: here it answers at once.
vi.mock('../lib/altcha', () => ({
  createAltchaRun: () => ({ start() {}, answer: async () => 'altcha-answer', reset() {} }),
}));

vi.mock('../lib/analytics', () => ({ trackLeadSubmit: vi.fn() }));
const { trackLeadSubmit } = await import('../lib/analytics');

const site: Company = {
  ...company,
  phone: '01 23 45 67 89',
  phoneHref: '+33123456789',
  apiBase: '/api',
};

function renderForm(props: Partial<LeadFormProps> = {}) {
  return render(
    <MemoryRouter>
      <SiteContext.Provider value={site}>
        <div id="page">
          <LeadForm context="telephonie" {...props} />
        </div>
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

function reply(status: number, body: unknown) {
  return async () => new Response(JSON.stringify(body), { status });
}

const fetchMock = vi.fn();

// Lets the submit's chain of promises (recaptcha, fetch, body) settle.
async function settle(ms = 50) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill(/^Prénom/, 'Marie');
  fill(/^Nom \*$/, 'Durand');
  fill(/^Entreprise/, 'ACME');
  fill(/^E-mail professionnel/, 'marie@acme.fr');
  fill(/^Téléphone/, '01 23 45 67 89');
  fill(/^Message/, 'Rappelez-moi demain');
}

function sentPayload(call = 0): LeadPayload {
  return JSON.parse(fetchMock.mock.calls[call][1].body as string) as LeadPayload;
}

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

  it('has the §5 fields with visible, linked labels, novalidate and the default submit label', () => {
    renderForm({ title: 'Être recontacté' });
    const form = screen.getByRole('form', { name: 'Être recontacté' });
    expect(form).toHaveAttribute('novalidate');
    for (const [label, autocomplete] of [
      [/^Prénom/, 'given-name'],
      [/^Nom/, 'family-name'],
      [/^Entreprise/, 'organization'],
      [/^E-mail professionnel/, 'email'],
      [/^Téléphone/, 'tel'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(screen.getByLabelText(/^Prénom/)).toBeRequired();
    expect(screen.getByLabelText(/^Téléphone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Être recontacté par un conseiller' })).toBeEnabled();
  });

  it('shows the extra fields of its page, numbers with the numeric keyboard', () => {
    renderForm({ context: 'internet', submitLabel: 'Recevoir mon devis gratuit' });
    const sites = screen.getByLabelText('Nombre de sites à raccorder');
    expect(sites).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Adresse du site principal')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('Débit souhaité')).not.toHaveAttribute('inputmode');
    expect(screen.getByRole('button', { name: 'Recevoir mon devis gratuit' })).toBeInTheDocument();
  });

  it('contact: required subject with its example, callback and company size', () => {
    renderForm({ context: 'contact', submitLabel: 'Envoyer ma demande' });
    const subject = screen.getByLabelText(/^Objet de votre demande/);
    expect(subject).toBeRequired();
    expect(subject.getAttribute('placeholder')).toMatch(/^Ex\.\s: moderniser la téléphonie/);
    expect(screen.getByLabelText('Disponibilités pour rappel')).toBeInTheDocument();
    expect(screen.getByLabelText("Taille de l'entreprise")).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows an error once a field is touched and invalid', () => {
    renderForm();
    const email = screen.getByLabelText(/^E-mail professionnel/);
    fireEvent.change(email, { target: { value: 'marie@' } });
    expect(screen.queryByText("L'email renseigné ne semble pas valide.")).toBeNull();
    fireEvent.blur(email);
    const error = screen.getByText("L'email renseigné ne semble pas valide.");
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
    fill(/^Téléphone/, '12');
    fireEvent.blur(screen.getByLabelText(/^Téléphone/));
    expect(screen.getByText('Le téléphone renseigné ne semble pas valide.')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'marie@acme.fr' } });
    expect(email).not.toHaveAttribute('aria-invalid');
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

  it('on success: payload of §7, form reset, thank-you dialog closing after 3000 ms, lead_submit hook', async () => {
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
      await vi.advanceTimersByTimeAsync(2999);
    });
    expect(dialog).not.toHaveAttribute('data-closing');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    // 3000 ms: the exit animation starts, then the dialog is gone.
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

describe('LeadForm without JavaScript (server-rendered states)', () => {
  function renderWithServerState(form: ServerFormState) {
    const props = { route: { key: 'connexion', path: '/connexion' }, form } as unknown as PageProps;
    return render(
      <MemoryRouter>
        <PagePropsContext.Provider value={props}>
          <SiteContext.Provider value={site}>
            <LeadForm context="internet" />
          </SiteContext.Provider>
        </PagePropsContext.Provider>
      </MemoryRouter>,
    );
  }

  it('posts to its page with its handler and context, the submit never disabled', () => {
    renderWithServerState({ kind: 'review', status: 'open', values: {}, errors: {}, failure: null });
    const form = screen.getByRole('form', { name: 'Demande de rappel' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/connexion#contact');
    expect(form.querySelector('input[type=hidden][name=formulaire]')).toHaveValue('demande');
    expect(form.querySelector('input[type=hidden][name=context]')).toHaveValue('internet');
    expect(within(form).getByRole('button', { name: 'Être recontacté par un conseiller' })).toBeEnabled();
  });

  it('shows the values and French messages the server sent back', () => {
    renderWithServerState({
      kind: 'lead',
      status: 'invalid',
      values: { email: 'pas-un-email', company: 'ACME', 'extras.sitesCount': 'trois' },
      errors: {
        email: "L'email renseigné ne semble pas valide.",
        'extras.sitesCount': 'Indiquez un nombre entier, en chiffres.',
      },
      failure: 'validation',
    });
    expect(screen.getByLabelText(/^E-mail professionnel/)).toHaveValue('pas-un-email');
    expect(screen.getByLabelText(/^E-mail professionnel/)).toHaveAccessibleDescription(
      "L'email renseigné ne semble pas valide.",
    );
    expect(screen.getByLabelText(/^Nombre de sites à raccorder/)).toHaveValue('trois');
    expect(screen.getByRole('alert')).toHaveTextContent("Votre demande n'a pas été envoyée");
  });

  it('shows the thank-you text after the redirect', () => {
    renderWithServerState({ kind: 'lead', status: 'sent', values: {}, errors: {}, failure: null });
    // \s: the build puts French no-break spaces in the copy.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Merci\s!Votre demande a bien été envoyée\. Nous revenons vers vous sous 24\sh\./,
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
