import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import company from '../../../content/company.json';
import { SiteContext, type Company } from '../lib/site';
import ContactDetails from './ContactDetails';

const site: Company = { ...company, phone: '01 23 45 67 89', phoneHref: '+33123456789' };

describe('ContactDetails', () => {
  it('shows the company facts from the props, never hard-coded ones', () => {
    render(
      <SiteContext.Provider value={site}>
        <ContactDetails />
      </SiteContext.Provider>,
    );
    const panel = screen.getByRole('complementary', { name: 'Nos coordonnées' });
    expect(screen.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(panel).toHaveTextContent('Du lundi au vendredi, 9h–12h et 14h–18h');
    expect(panel).toHaveTextContent(site.supportNote);
    expect(panel).toHaveTextContent(site.address.street);
    const map = screen.getByRole('link', { name: "Voir l'adresse sur la carte (nouvel onglet)" });
    expect(map).toHaveAttribute('href', site.mapsUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
