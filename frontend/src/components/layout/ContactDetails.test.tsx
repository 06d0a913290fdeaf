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

  it('lists the exceptional closings to come, and nothing when there are none', () => {
    // As Django sends it: French spacing applied (website/typography.py).
    const closing = "Fermeture de fin d'année\u00a0: fermé du 24/12/2026 au 01/01/2027";
    const shown = closing.replace(/\s/g, ' ');
    const { rerender } = render(
      <SiteContext.Provider value={{ ...site, closures: [closing] }}>
        <ContactDetails />
      </SiteContext.Provider>,
    );
    const term = screen.getByText('Fermetures exceptionnelles');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(shown);
    expect(screen.getByRole('listitem')).toHaveTextContent(shown);
    rerender(
      <SiteContext.Provider value={site}>
        <ContactDetails />
      </SiteContext.Provider>,
    );
    expect(screen.queryByText('Fermetures exceptionnelles')).toBeNull();
  });
});
