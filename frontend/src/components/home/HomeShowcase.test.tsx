import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import HomeShowcase from './HomeShowcase';

const vault = {
  id: 'coffre-fort',
  eyebrow: 'Cybersécurité',
  title: "Le coffre-fort d'accès",
  intro: 'Vos mots de passe sous clé.',
  image: 'coffre-fort',
  imageAlt: 'Coffre-fort numérique',
  flip: false,
  link: { label: 'Découvrir la cybersécurité', to: '/cybersecurite' },
};

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
    const sources = img.parentElement!.querySelectorAll('source');
    expect(sources[0].getAttribute('srcset')).toContain('/static/img-opti/sections/coffre-fort-640.avif 640w');
    expect(screen.getByRole('link', { name: 'Découvrir la cybersécurité' })).toHaveAttribute('href', '/cybersecurite');
  });

  it('sends a named placeholder and one WebP file for visitors without JavaScript in the server HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <HomeShowcase {...vault}>
          <p>Accès tracés.</p>
        </HomeShowcase>
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // No source lists in the HTML (issue 18): the <picture> comes with hydration.
    expect(doc.querySelector('picture')).toBeNull();
    const placeholder = doc.querySelector('img.picture-deferred')!;
    expect(placeholder.getAttribute('alt')).toBe('Coffre-fort numérique');
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const fallback = doc.querySelector('noscript img')!;
    expect(fallback.getAttribute('src')).toBe('/static/img-opti/sections/coffre-fort-1536.webp');
    expect(fallback.getAttribute('loading')).toBe('lazy');
  });
});
