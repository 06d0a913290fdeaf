import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import telephonieFile from '../../../../content/page_telephonie.json';
import ContactSection from './ContactSection';

const { points } = telephonieFile.contact;

describe('ContactSection', () => {
  it('is the #contact anchor with the promises and the form', () => {
    const { container } = render(
      <ContactSection title="Parlons de votre téléphonie" intro="Un conseiller vous rappelle." points={points}>
        <form aria-label="Demande de devis" />
      </ContactSection>,
    );
    expect(container.querySelector('section')).toHaveAttribute('id', 'contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Parlons de votre téléphonie' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Demande de devis' })).toBeInTheDocument();
    for (const promise of points) expect(screen.getByText(promise)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Nos engagements en chiffres' })).toBeNull();
  });

  it('shows the key figures it is given, and no empty list of promises', () => {
    const { container } = render(
      <ContactSection
        title="Sécurité"
        intro="Audit."
        points={[]}
        figures={[{ value: '99,8 %', label: 'de disponibilité' }]}
      >
        <p>Formulaire</p>
      </ContactSection>,
    );
    expect(screen.getByRole('list', { name: 'Nos engagements en chiffres' })).toHaveTextContent('99,8');
    expect(container.querySelector('.contact-section__points')).toBeNull();
  });
});
