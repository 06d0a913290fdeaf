import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import company from '../../lib/companyForTests';
import { SiteContext, type Company } from '../../lib/site';
import OfferHero from './OfferHero';
import { heroArt, sectionArt } from './sectionArt';

const site: Company = { ...company };

function renderHero(extra: Partial<Parameters<typeof OfferHero>[0]> = {}) {
  return render(
    <MemoryRouter>
      <SiteContext.Provider value={site}>
        <OfferHero
          eyebrow="Téléphonie VoIP"
          title="La téléphonie d'entreprise"
          lead="Un standard dans le cloud."
          highlights={['Audit expert de 30 minutes', 'Réponse sous 24 h']}
          primary={{ label: 'Demander mon devis', href: '#contact' }}
          secondary={{ label: 'Voir les fonctionnalités', href: '/telephonie#fonction' }}
          {...extra}
        />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

describe('OfferHero', () => {
  it('offers "Demander un audit gratuit / Appeler" under the title on offer pages', () => {
    renderHero({ quickContact: true });
    expect(screen.getByRole('link', { name: 'Demander un audit gratuit' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: `Appeler le ${site.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
  });

  it('has the only h1, the highlights and the two calls to action', () => {
    renderHero();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("La téléphonie d'entreprise");
    expect(screen.getByRole('list', { name: 'En bref' })).toHaveTextContent('Audit expert de 30 minutes');
    expect(screen.getByRole('link', { name: 'Demander mon devis' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'Voir les fonctionnalités' })).toHaveAttribute(
      'href',
      '/telephonie#fonction',
    );
  });

  it('loads the hero art first: eager, high priority, sized', () => {
    const { container } = renderHero({ art: heroArt('hero-telephonie') });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1536');
    expect(img).toHaveAttribute('height', '864');
    // Spec §9 hero preference: 1024 first.
    expect(img).toHaveAttribute('src', '/static/img-opti/hero/hero-telephonie-1024.jpg');
    expect(container.querySelector('section')).toHaveClass('offer-hero--cover');
  });

  it('has a split layout for section art and a text-only one', () => {
    const { container, unmount } = renderHero({ art: sectionArt('contact'), layout: 'split' });
    expect(container.querySelector('section')).toHaveClass('offer-hero--split');
    unmount();
    const text = renderHero();
    expect(text.container.querySelector('section')).toHaveClass('offer-hero--text');
    expect(text.container.querySelector('img')).toBeNull();
  });
});
