import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import company from '../../lib/companyForTests';
import { SiteContext, type Company } from '../../lib/site';
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
    expect(panel).toHaveTextContent('du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h');
    // toHaveTextContent collapses the received no-break spaces, not the expected ones.
    expect(panel).toHaveTextContent(site.supportNote.replace(/\s/g, ' '));
    expect(panel).toHaveTextContent(site.address.street);
    const map = screen.getByRole('link', { name: "Voir l'adresse sur la carte (nouvel onglet)" });
    expect(map).toHaveAttribute('href', site.mapsUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
