import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WhySteps from './WhySteps';
import { sectionArt } from './sectionArt';

const steps = [
  { title: 'Un audit de 30 minutes', text: 'Gratuit.' },
  { title: 'Un standard sur mesure', text: 'Paramétré.' },
  { title: 'Un support français', text: 'Qui décroche.' },
];

describe('WhySteps', () => {
  it('is a static ordered list of numbered steps', () => {
    const { container } = render(
      <WhySteps id="pourquoi" title="Pourquoi la VoIP ?" intro="Parce que." steps={steps} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi la VoIP ?' })).toHaveAttribute(
      'id',
      'pourquoi-titre',
    );
    const list = container.querySelector('ol')!;
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(Array.from(list.querySelectorAll('.why-steps__number')).map((n) => n.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(steps.map((s) => s.title));
    // Nothing rotates here: no button, no timer-driven state.
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows its illustration lazily', () => {
    const { container } = render(
      <WhySteps id="pourquoi" title="Pourquoi ?" steps={steps} art={sectionArt('telephonie')} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
