import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage, { SLOGAN } from './HomePage';
import { HOME_WORDS } from './homeWords';
import { PagePropsContext } from '../lib/pageProps';
import { SiteContext, type Company } from '../lib/site';
import { FakeIntersectionObserver, mockReducedMotion } from '../lib/motionTesting';
import type { PageProps } from '../types';
import heroFile from '../../../content/data/home-coursel.json';
import clientsFile from '../../../content/data/clients.json';
import avisFile from '../../../content/data/avis.json';
import homeCopy from '../../../content/home.json';

// The offer cards as Django sends them (website/page_data/home.py).
const { categories, figures } = homeCopy;

const site = { brand: 'TQ Télécom', phone: '01 23 45 67 89', phoneHref: '+33123456789' } as Company;

// As the server and a client-side navigation do, the sections hydrated near the
// viewport (lib/deferredSection.tsx) are loaded first: the page renders whole.
beforeAll(() => Promise.all((HomePage.sections ?? []).map((section) => section.load())));

function renderHome(page: Record<string, unknown>) {
  // The route's title comes with the page's data, as Django sends it (website/pages.py).
  const title = 'Téléphonie VoIP, Internet & Infogérance pour les entreprises';
  const meta = { description: 'Téléphonie, Internet, infogérance et cybersécurité pour les PME.' };
  const props = { route: { key: 'home', path: '/home', title }, meta, page } as unknown as PageProps;
  return render(
    <MemoryRouter>
      <PagePropsContext.Provider value={props}>
        <SiteContext.Provider value={site}>
          <HomePage />
        </SiteContext.Provider>
      </PagePropsContext.Provider>
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  beforeEach(() => {
    mockReducedMotion(false);
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders the sections in the spec order', () => {
    renderHome({
      slides: heroFile,
      figures,
      sections: { clients: clientsFile, testimonials: avisFile, showcases: homeCopy.showcases, categories },
    });
    // One stable h1 outside the carousel; every slide title is an h2.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Téléphonie VoIP, Internet & Infogérance pour les entreprises',
    );
    const h2 = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => !heroFile.some((slide) => slide.title === text));
    expect(h2).toEqual([
      SLOGAN,
      'Plus de 250 entreprises nous font confiance',
      'Nos solutions pour les entreprises',
      ...homeCopy.showcases.map((s) => s.title),
      avisFile.title,
      'Faisons le point sur vos outils en 30 minutes',
    ]);
    // Steps for telephony and internet, points for infogérance and the vault.
    const telephony = screen.getByRole('region', { name: homeCopy.showcases[0].title });
    expect(within(telephony).getAllByRole('button', { name: /Audit de 30 minutes/ })).toHaveLength(1);
    const vault = screen.getByRole('region', { name: homeCopy.showcases[3].title });
    expect(within(vault).getByText('Des mots de passe chiffrés')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Laissez-nous un avis' })).toBeInTheDocument();
  });

  // What Django sends when the content files failed (spec §8): no slides, no
  // offer sections, one fallback logo and one fallback testimonial (their
  // text lives in website/content/fallbacks.py; test_home.py checks it).
  it('keeps its headline and every other section when the content files failed', () => {
    renderHome({
      slides: [],
      figures: [],
      sections: {
        clients: [{ name: 'Client de secours', logo: '/static/img-opti/brand/logo.svg', error: true }],
        testimonials: { title: 'Ils nous font confiance', items: [{ text: 'Témoignage de secours.' }], pills: [] },
        showcases: [],
        categories,
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Téléphonie VoIP, Internet & Infogérance pour les entreprises',
    );
    expect(screen.queryByRole('region', { name: homeCopy.showcases[0].title })).not.toBeInTheDocument();
    expect(screen.getAllByText('Client de secours')[0]).toBeInTheDocument();
    expect(screen.getByText('Témoignage de secours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: SLOGAN })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un audit gratuit' })).toBeInTheDocument();
  });

  it('says the words Marketing published (props), in the same places', () => {
    const words = {
      ...HOME_WORDS,
      clientsTitle: 'Ils nous confient leurs outils',
      solutionsTitle: 'Quatre métiers, un seul contrat',
      closingTitle: 'Un audit gratuit de vos outils',
    };
    renderHome({
      slides: heroFile,
      slogan: 'Vos outils suivent vos équipes.',
      figures: [{ value: '12', label: 'techniciens en Île-de-France' }],
      sections: {
        clients: clientsFile,
        testimonials: avisFile,
        showcases: [],
        categories: categories.map((card) => ({ ...card, title: `${card.title} pour vous` })),
        words: { ...words, categoriesLink: 'Lire la suite' },
      },
    });
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(
      expect.arrayContaining([
        'Vos outils suivent vos équipes.',
        'Ils nous confient leurs outils',
        'Quatre métiers, un seul contrat',
        'Un audit gratuit de vos outils',
      ]),
    );
    expect(h2).not.toContain(SLOGAN);
    expect(screen.getByText('techniciens en Île-de-France')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Infogérance pour vous' })).toHaveAttribute('href', '/infogerance');
    expect(screen.getAllByText('Lire la suite →')).toHaveLength(4);
  });
});
