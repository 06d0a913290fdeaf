import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import SitemapPage from './SitemapPage';

describe('SitemapPage (spec §2)', () => {
  it('shows every group of the spec in order, « Autres » included (issue 18: it never showed)', () => {
    render(
      <MemoryRouter initialEntries={['/sitemap']}>
        <SitemapPage />
      </MemoryRouter>,
    );
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
});
