import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import HomeShowcase from './HomeShowcase';

describe('HomeShowcase', () => {
  it('is a titled section with its text, a lazy illustration of known size and a link', () => {
    render(
      <MemoryRouter>
        <HomeShowcase
          id="coffre-fort"
          eyebrow="Cybersécurité"
          title="Le coffre-fort d'accès"
          intro="Vos mots de passe sous clé."
          image="coffre-fort"
          imageAlt="Coffre-fort numérique"
          flip={false}
          link={{ label: 'Découvrir la cybersécurité', to: '/cybersecurite' }}
        >
          <p>Accès tracés.</p>
        </HomeShowcase>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: "Le coffre-fort d'accès" });
    expect(section).toHaveAttribute('id', 'coffre-fort');
    expect(screen.getByText('Accès tracés.')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Coffre-fort numérique' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1024');
    expect(img).toHaveAttribute('height', '768');
    expect(img.getAttribute('srcset')).toContain('/static/img-opti/sections/coffre-fort-640.jpg 640w');
    expect(screen.getByRole('link', { name: 'Découvrir la cybersécurité' })).toHaveAttribute('href', '/cybersecurite');
  });
});
