import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import homeFile from '../../../../content/home.json';
import KeyFigures from './KeyFigures';

describe('KeyFigures', () => {
  it('states each figure as a sentence, the figure first', () => {
    render(<KeyFigures figures={homeFile.figures} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    // The shipped file says the spec §1 claims.
    expect(items).toEqual([
      'Plus de 250 clients accompagnés',
      '99,8 % de disponibilité réseau',
      '1 h de résolution des incidents en moyenne',
      '24 h au plus pour vous répondre',
      "30 min d'audit avec un expert",
      "Gratuit l'audit initial, sans engagement",
    ]);
    expect(screen.getByText(/^99,8/).tagName).toBe('STRONG');
  });

  it('is no empty list when there are no figures', () => {
    const { container } = render(<KeyFigures figures={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
