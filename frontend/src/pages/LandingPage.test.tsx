// A campaign page (issue 32): its blocks in order with the offer pages'
// components, one <h1>, each section labelled by its <h2>, and the buttons to
// the form only when the page has one.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LandingPage from './LandingPage';
import { PagePropsContext } from '../lib/pageProps';
import { SiteContext, type Company } from '../lib/site';
import { FakeIntersectionObserver, mockReducedMotion } from '../lib/motionTesting';
import type { ClientEntry, LandingPage as LandingData, Testimonials } from '../content/types.generated';
import type { PageProps } from '../types';
import clientsFile from '../../../content/data/clients.json';
import avisFile from '../../../content/data/avis_connexion.json';

const site = { brand: 'TQ Télécom', phone: '01 23 45 67 89', phoneHref: '+33123456789' } as Company;

type Block = LandingData['hero'];

// As the server and a client-side navigation do, the blocks below the hero
// (hydrated near the viewport: lib/deferredSection.tsx) are loaded first.
beforeAll(() => Promise.all((LandingPage.sections ?? []).map((section) => section.load())));

const HERO: Block = {
  type: 'hero',
  value: {
    eyebrow: 'Offre fibre printemps',
    title: 'La fibre pro installée en 15 jours',
    lead: 'Un débit garanti et un secours 4G/5G pour vos sites.',
    highlights: ['GTR 4 h', 'Secours 5G inclus'],
    primary: { label: 'Demander mon éligibilité', href: '#contact' },
    art: 'connexion',
  },
};
const CARDS: Block = {
  type: 'cards',
  value: {
    title: 'Ce que comprend l’offre',
    intro: 'Tout ce qu’il faut pour vos sites.',
    items: [
      { title: 'Fibre dédiée', text: 'Jusqu’à 1 Gb/s symétrique.', badge: 'Nouveau' },
      { title: 'Routeur géré', text: 'Supervisé 24/7.', points: ['Pare-feu', 'VPN'] },
    ],
    note: 'Offre valable jusqu’au 30 juin.',
  },
};
const STEPS: Block = {
  type: 'steps',
  value: {
    title: 'Comment ça se passe',
    items: [
      { title: 'Étude', text: 'Nous vérifions l’éligibilité.' },
      { title: 'Installation', text: 'Un technicien pose la fibre.' },
    ],
  },
};
const TESTIMONIALS: Block = { type: 'testimonials', value: avisFile as Testimonials };
const CLIENTS: Block = { type: 'clients', value: { title: 'Ils nous font confiance' } };
const FAQ: Block = {
  type: 'faq',
  value: { title: 'Questions fréquentes', items: [{ question: 'Délai de raccordement', answer: '15 jours ouvrés.' }] },
};
const CLOSING: Block = {
  type: 'closing',
  value: { title: 'Prêt à passer à la fibre ?', text: 'Un conseiller vous rappelle.', action: 'Être rappelé' },
};
const FORM: Block = {
  type: 'form',
  value: {
    context: 'internet',
    title: 'Testez votre éligibilité',
    intro: 'Réponse sous 24 h.',
    submitLabel: 'Recevoir mon étude gratuite',
  },
};

/** The page with its blocks, as Django sends them (website/page_data/landing.py). */
function renderLanding({ blocks, clients }: { blocks: Block[]; clients?: ClientEntry[] }) {
  const [hero, ...below] = blocks;
  const page: LandingData = {
    hero,
    withForm: blocks.some((block) => block.type === 'form'),
    sections: { blocks: below, clients },
  };
  const props = {
    route: { key: 'landing', path: '/offres/fibre-printemps', title: 'La fibre pro' },
    page,
  } as unknown as PageProps;
  return render(
    <MemoryRouter initialEntries={['/offres/fibre-printemps']}>
      <PagePropsContext.Provider value={props}>
        <SiteContext.Provider value={site}>
          <LandingPage />
        </SiteContext.Provider>
      </PagePropsContext.Provider>
    </MemoryRouter>,
  );
}

describe('LandingPage (issue 32)', () => {
  beforeEach(() => {
    mockReducedMotion(false);
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders every block in order: one <h1>, an <h2> labelling each section', () => {
    const { container } = renderLanding({
      blocks: [HERO, CARDS, STEPS, TESTIMONIALS, CLIENTS, FAQ, CLOSING, FORM],
      clients: clientsFile as ClientEntry[],
    });
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((h) => h.textContent)).toEqual(['La fibre pro installée en 15 jours']);
    const titles = [
      'Ce que comprend l’offre',
      'Comment ça se passe',
      avisFile.title,
      'Ils nous font confiance',
      'Questions fréquentes',
      'Prêt à passer à la fibre ?',
      'Testez votre éligibilité',
    ];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    // Every section is a region named by its heading, in the page's order
    // (the marquee's row of logos is a region of its own, inside its section).
    const sections = [...container.querySelectorAll('section')];
    expect(sections.map((section) => section.id)).toEqual([
      '',
      'section-2',
      'section-3',
      'temoignages',
      'clients',
      'faq',
      'section-7',
      'contact',
    ]);
    expect(
      sections.map((section) => screen.getByRole('region', { name: section.querySelector('h1, h2')!.textContent! })),
    ).toEqual(sections);

    const cards = screen.getByRole('region', { name: 'Ce que comprend l’offre' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Fibre dédiée', 'Routeur géré']);
    expect(within(cards).getByText('Offre valable jusqu’au 30 juin.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Comment ça se passe' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(
      within(screen.getByRole('region', { name: 'Questions fréquentes' })).getByText('Délai de raccordement'),
    ).toBeVisible();
    const clients = screen.getByRole('region', { name: 'Ils nous font confiance' });
    // Each logo once, in a still list: nothing moves, nothing to pause.
    expect(within(clients).getAllByRole('listitem')).toHaveLength(clientsFile.length);
    expect(within(clients).getAllByAltText(clientsFile[0].name)).toHaveLength(1);
    expect(within(clients).queryByRole('button')).toBeNull();
  });

  it('ends with the #contact section and the lead form of its context, which the buttons lead to', () => {
    renderLanding({ blocks: [HERO, CARDS, CLOSING, FORM] });
    const contact = screen.getByRole('region', { name: 'Testez votre éligibilité' });
    expect(contact).toHaveAttribute('id', 'contact');
    const form = within(contact).getByRole('form');
    // The « internet » context's own fields (content/validation.json).
    expect(within(form).getByLabelText('Nombre de sites à raccorder')).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByLabelText('Adresse du site principal')).toBeInTheDocument();
    expect(form.querySelector('input[name="context"]')).toHaveValue('internet');
    expect(within(form).getByRole('button', { name: 'Recevoir mon étude gratuite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander mon éligibilité' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'Être rappelé' })).toHaveAttribute('href', '#contact');
    // The phone's quick contact pair, as on the offer pages.
    expect(screen.getByRole('link', { name: 'Demander un audit gratuit' })).toHaveAttribute('href', '#contact');
  });

  it('has no button to a form it does not have', () => {
    const { container } = renderLanding({ blocks: [HERO, STEPS, FAQ, CLOSING] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La fibre pro installée en 15 jours');
    expect(container.querySelector('#contact')).toBeNull();
    expect(container.querySelector('a[href="#contact"]')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    const closing = screen.getByRole('region', { name: 'Prêt à passer à la fibre ?' });
    expect(within(closing).getByText('Un conseiller vous rappelle.')).toBeVisible();
    expect(within(closing).queryByRole('link')).toBeNull();
    expect(closing.querySelector('.cta-banner__actions')).toBeNull();
  });

  it('shows other contexts’ own fields (infogérance)', () => {
    renderLanding({
      blocks: [HERO, { type: 'form', value: { ...(FORM.value as object), context: 'infogerance' } } as Block],
    });
    expect(screen.getByLabelText("Nombre d'utilisateurs")).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de sites à raccorder')).toBeNull();
  });
});
