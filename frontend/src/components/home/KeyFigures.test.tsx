import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import KeyFigures from './KeyFigures';

describe('KeyFigures', () => {
  it('states every spec §1 commitment as a sentence', () => {
    render(<KeyFigures />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Plus de 250 clients accompagnés',
      '99,8 % de disponibilité réseau',
      '1 h de résolution des incidents en moyenne',
      '24 h au plus pour vous répondre',
      "30 min d'audit avec un expert",
      "Gratuit l'audit initial, sans engagement",
    ]);
  });
});
