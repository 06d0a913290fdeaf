import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import HomeClosingCta from './HomeClosingCta';
import { SiteContext, type Company } from '../../lib/site';

const site = { phone: '01 23 45 67 89', phoneHref: '+33123456789' } as Company;

describe('HomeClosingCta', () => {
  it('has the audit and contact buttons, both to /contact', () => {
    render(
      <MemoryRouter>
        <SiteContext.Provider value={site}>
          <HomeClosingCta title="Un audit de vos outils en 30 minutes" text="Réponse sous 24 h, sans engagement." />
        </SiteContext.Provider>
      </MemoryRouter>,
    );
    // Its words are the props' (content/home.json, edited in Wagtail).
    expect(screen.getByRole('heading', { level: 2, name: 'Un audit de vos outils en 30 minutes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Demander un audit gratuit' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Contacter un conseiller' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(screen.getByText('Réponse sous 24 h, sans engagement.')).toBeInTheDocument();
  });
});
