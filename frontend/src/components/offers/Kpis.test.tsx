import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import cyberFile from '../../../../content/page_cybersecurite.json';
import Kpis from './Kpis';

describe('Kpis', () => {
  it("states /cybersecurite's figures, as its contact block ships them (the spec §1 claims)", () => {
    render(<Kpis items={cyberFile.contact.figures} />);
    const list = screen.getByRole('list', { name: 'Nos engagements en chiffres' });
    const text = (list.textContent ?? '').replace(/\s+/g, ' ');
    for (const claim of [
      "30 min d'audit avec un expert",
      '1 h de résolution des incidents en moyenne',
      '24 h de délai de réponse',
      'Plus de 250 clients accompagnés',
      '99,8 % de disponibilité réseau',
      "Offert l'audit initial",
    ]) {
      expect(text).toContain(claim.replace(/\s+/g, ' '));
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('takes other figures and a label', () => {
    render(<Kpis items={[{ value: '3', label: 'sites' }]} label="Chiffres" tone="dark" />);
    const list = screen.getByRole('list', { name: 'Chiffres' });
    expect(list).toHaveClass('kpis--dark');
    expect(list).toHaveTextContent('3 sites');
  });
});
