// The lead form's fields, labels and messages (spec §5), and its
// server-rendered states without JavaScript. Submitting: useLeadSubmission.test.tsx.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PagePropsContext } from '../../lib/pageProps';
import { SiteContext } from '../../lib/site';
import type { PageProps, ServerFormState } from '../../types';
import LeadForm from './LeadForm';
import { fill, renderForm, site } from './leadFormTesting';

// Typing in a field starts loading the sending code (leadSender.ts, a dynamic
// import); each test waits for that load, so it never outlives the test
// environment (CI saw « Cannot load … after the environment was torn down »).
afterEach(async () => {
  await import('./leadSender');
});

describe('LeadForm', () => {
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
