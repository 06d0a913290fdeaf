import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SplitSection from './SplitSection';
import { sectionArt } from './sectionArt';

describe('SplitSection', () => {
  it('lists named items beside a lazy illustration', () => {
    const { container } = render(
      <SplitSection
        id="microsoft"
        title="Solutions Microsoft gérées"
        intro="Nous administrons votre environnement."
        items={[
          { title: 'Microsoft 365', text: 'Messagerie et Teams.' },
          { title: 'Entra ID', text: 'Identités.' },
        ]}
        note="Un seul interlocuteur."
        art={sectionArt('microsoft')}
        reverse
        tone="tinted"
      />,
    );
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('id', 'microsoft');
    expect(section).toHaveClass('split-section--tinted');
    expect(screen.getByRole('heading', { level: 2, name: 'Solutions Microsoft gérées' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Microsoft 365',
      'Entra ID',
    ]);
    expect(screen.getByText('Un seul interlocuteur.')).toBeVisible();
    expect(container.querySelector('.split-section__inner--reverse')).not.toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });
});
