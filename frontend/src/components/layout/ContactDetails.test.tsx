import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ContactDetails as Details } from '../../content/types.generated';
import company from '../../lib/companyForTests';
import { PagePropsContext } from '../../lib/pageProps';
import { SiteContext, type Company } from '../../lib/site';
import type { PageProps } from '../../types';
import contactFile from '../../../../content/contact.json';
import ContactDetails from './ContactDetails';

const site: Company = { ...company, phone: '01 23 45 67 89', phoneHref: '+33123456789' };
const details: Details = { supportNote: contactFile.supportNote, mapsUrl: contactFile.mapsUrl, closures: [] };

/** /contact's panel with the props Django sends it: the site's facts and the page's details. */
function panel(pageDetails: Details): ReactElement {
  const props = { route: { key: 'contact', path: '/contact' }, page: { details: pageDetails } } as unknown as PageProps;
  return (
    <PagePropsContext.Provider value={props}>
      <SiteContext.Provider value={site}>
        <ContactDetails />
      </SiteContext.Provider>
    </PagePropsContext.Provider>
  );
}

describe('ContactDetails', () => {
  it('shows the company facts from the props, never hard-coded ones', () => {
    render(panel(details));
    const aside = screen.getByRole('complementary', { name: 'Nos coordonnées' });
    expect(screen.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(aside).toHaveTextContent('du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h');
    // toHaveTextContent collapses the received no-break spaces, not the expected ones.
    expect(aside).toHaveTextContent(details.supportNote.replace(/\s/g, ' '));
    expect(aside).toHaveTextContent(site.address.street);
    const map = screen.getByRole('link', { name: "Voir l'adresse sur la carte (nouvel onglet)" });
    expect(map).toHaveAttribute('href', details.mapsUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists the exceptional closings to come, and nothing when there are none', () => {
    // As Django sends it: French spacing applied (website/typography.py).
    const closing = "Fermeture de fin d'année\u00a0: fermé du 24/12/2026 au 01/01/2027";
    const shown = closing.replace(/\s/g, ' ');
    const { rerender } = render(panel({ ...details, closures: [closing] }));
    const term = screen.getByText('Fermetures exceptionnelles');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(shown);
    expect(screen.getByRole('listitem')).toHaveTextContent(shown);
    rerender(panel(details));
    expect(screen.queryByText('Fermetures exceptionnelles')).toBeNull();
  });
});
