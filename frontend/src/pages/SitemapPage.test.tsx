import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import SitemapPage from './SitemapPage';
import { PagePropsContext } from '../lib/pageProps';
import type { PageProps } from '../types';
import words from '../../../content/page_sitemap.json';

function renderWith(page: { words: typeof words; campaigns?: { path: string; label: string }[] }) {
  // The page's words come with its data, as Django sends them (website/page_data/sitemap.py).
  const props = { route: { key: 'sitemap', path: '/sitemap', title: 'Plan du site' }, page } as unknown as PageProps;
  render(
    <MemoryRouter initialEntries={['/sitemap']}>
      <PagePropsContext.Provider value={props}>
        <SitemapPage />
      </PagePropsContext.Provider>
    </MemoryRouter>,
  );
}

describe('SitemapPage (spec §2)', () => {
  it('shows every group of the spec in order, « Autres » included (issue 18: it never showed)', () => {
    renderWith({ words });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Pages principales', 'Solutions', 'Aide', 'Légal & Politique', 'Autres']);
    const other = screen.getByRole('region', { name: 'Autres' });
    expect(within(other).getByRole('link', { name: 'Accessibilité' })).toHaveAttribute('href', '/accessibilite');
    const legal = screen.getByRole('region', { name: 'Légal & Politique' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mentions légales',
      'Confidentialité',
      'Cookies',
      'Gérer vos préférences',
      'Plan du site XML (sitemap.xml)',
    ]);
  });

  it('says what the published words say, in the same groups', () => {
    renderWith({
      words: { ...words, title: 'Toutes nos pages', sections: { ...words.sections, help: 'Besoin d’aide' } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Toutes nos pages');
    const help = screen.getByRole('region', { name: 'Besoin d’aide' });
    expect(within(help).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('lists the published campaign pages in the « other » group, after its routes (issue 32)', () => {
    renderWith({
      words,
      campaigns: [
        { path: '/offres/fibre-printemps', label: 'Fibre pro : offre de printemps' },
        { path: '/offres/audit-cyber', label: 'Audit cybersécurité offert' },
      ],
    });
    const other = screen.getByRole('region', { name: words.sections.other });
    const links = within(other).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Accessibilité',
      'Audit cybersécurité offert',
      'Fibre pro : offre de printemps',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/accessibilite',
      '/offres/audit-cyber',
      '/offres/fibre-printemps',
    ]);
    // Nowhere else.
    expect(screen.getAllByRole('link', { name: 'Audit cybersécurité offert' })).toHaveLength(1);
  });
});
