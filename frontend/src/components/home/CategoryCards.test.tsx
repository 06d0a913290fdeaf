import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CategoryCards from './CategoryCards';

describe('CategoryCards', () => {
  it('links the four offers to their pages, in the spec order', () => {
    render(
      <MemoryRouter>
        <CategoryCards
          categories={[
            { key: 'telephonie', title: 'Téléphonie VoIP', text: 'Standard dans le cloud.' },
            {
              key: 'connexion',
              title: 'Internet & Connectivité',
              text: 'Fibre dédiée, 99,8 % de disponibilité réseau.',
            },
            { key: 'infogerance', title: 'Infogérance', text: 'Résolution des incidents en 1 h en moyenne.' },
            { key: 'cybersecurite', title: 'Votre sécurité', text: 'Pare-feu et EDR.' },
          ]}
          more="En savoir plus"
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Téléphonie VoIP', '/telephonie'],
      ['Internet & Connectivité', '/connexion'],
      ['Infogérance', '/infogerance'],
      ['Votre sécurité', '/cybersecurite'],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText(/Résolution des incidents en 1 h en moyenne/)).toBeInTheDocument();
    expect(screen.getByText(/99,8 % de disponibilité réseau/)).toBeInTheDocument();
    // The decorative « … → » under each card, as Marketing words it.
    expect(screen.getAllByText('En savoir plus →')).toHaveLength(4);
  });
});
