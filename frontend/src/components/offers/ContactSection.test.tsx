import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactSection, { CONTACT_PROMISES } from './ContactSection';

describe('ContactSection', () => {
  it('is the #contact anchor with the promise and the form', () => {
    const { container } = render(
      <ContactSection title="Parlons de votre téléphonie" intro="Un conseiller vous rappelle.">
        <form aria-label="Demande de devis" />
      </ContactSection>,
    );
    expect(container.querySelector('section')).toHaveAttribute('id', 'contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Parlons de votre téléphonie' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Demande de devis' })).toBeInTheDocument();
    for (const promise of CONTACT_PROMISES) expect(screen.getByText(promise)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Nos engagements en chiffres' })).toBeNull();
  });

  it('adds the key figures on request', () => {
    render(
      <ContactSection title="Sécurité" intro="Audit." withKpis>
        <p>Formulaire</p>
      </ContactSection>,
    );
    expect(screen.getByRole('list', { name: 'Nos engagements en chiffres' })).toHaveTextContent('99,8');
  });
});
