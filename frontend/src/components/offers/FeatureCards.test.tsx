import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeatureCards from './FeatureCards';
import { sectionArt } from './sectionArt';

const cards = [
  { title: 'Message de pré-décroché', text: 'Un accueil à votre image.' },
  { title: 'Softphone sur Android', text: 'Votre ligne sur votre smartphone.', badge: 'Bientôt disponible sur iOS' },
  { title: 'Firewall NextGen', text: 'Filtrage.', points: ['Filtrage web', 'VPN'], art: sectionArt('coffre-fort') },
];

describe('FeatureCards', () => {
  it('renders one list item per card, with the section and heading ids as anchors', () => {
    const { container } = render(
      <FeatureCards id="features" headingId="fonction" title="Toutes les fonctions" intro="Incluses." cards={cards} />,
    );
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('id', 'features');
    const heading = screen.getByRole('heading', { level: 2, name: 'Toutes les fonctions' });
    expect(heading).toHaveAttribute('id', 'fonction');
    expect(section).toHaveAttribute('aria-labelledby', 'fonction');
    const list = screen.getAllByRole('list')[0];
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(cards.map((c) => c.title));
    expect(screen.getByText('Bientôt disponible sur iOS')).toBeVisible();
    expect(screen.getByText('VPN')).toBeVisible();
  });

  it('gives card illustrations size and lazy loading, and defaults the heading id', () => {
    const { container } = render(<FeatureCards id="services" title="Périmètre" cards={cards} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'services-titre');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '768');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('appends the extra card last, full width', () => {
    const { container } = render(
      <FeatureCards id="solutions" title="Solutions" cards={cards.slice(0, 1)} extra={<p>Carte en direct</p>} />,
    );
    const items = container.querySelectorAll('.feature-cards__grid > li');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveClass('feature-card--wide');
    expect(items[1]).toHaveTextContent('Carte en direct');
  });
});
