import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FaqList from './FaqList';

const items = [
  { question: 'Puis-je garder mes numéros ?', answer: 'Oui.' },
  { question: 'Où est hébergé le standard ?', answer: 'En France.' },
  { question: 'Y a-t-il un engagement ?', answer: 'Au choix.' },
];

describe('FaqList', () => {
  it('renders native disclosure widgets, the first open, in one exclusive group', () => {
    const { container } = render(<FaqList items={items} />);
    const details = Array.from(container.querySelectorAll('details'));
    expect(details.map((d) => d.open)).toEqual([true, false, false]);
    const names = new Set(details.map((d) => d.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(details[1].querySelector('summary')).toHaveTextContent(/Où est hébergé le standard\s\?/);
  });

  it("keeps the visitor's toggles when it re-renders", () => {
    const { container, rerender } = render(<FaqList items={items} />);
    const second = container.querySelectorAll('details')[1];
    second.open = true;
    fireEvent(second, new Event('toggle'));
    rerender(<FaqList items={items} />);
    expect(container.querySelectorAll('details')[1].open).toBe(true);
  });

  it('can start with another item open, or none', () => {
    const { container } = render(<FaqList items={items} openIndex={-1} />);
    expect(Array.from(container.querySelectorAll('details')).some((d) => d.open)).toBe(false);
  });
});
