// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import company from '../../lib/companyForTests';
import { OPEN_COOKIES_EVENT } from '../../lib/cookieEvents';
import { PagePropsContext } from '../../lib/pageProps';
import { SiteContext, type LegalCompany } from '../../lib/site';
import type { PageProps } from '../../types';
import CookiePolicyPage from './CookiePolicyPage';
import LegalNoticePage from './LegalNoticePage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { legalProps, type LegalKey } from './legalForTests';

const site: LegalCompany = { ...company };

function renderPage(page: ReactElement, key: LegalKey) {
  // The legal facts and the prose come with the page's own props, the other
  // facts with every page's; the prose is the shipped file.
  const props = legalProps(key) as unknown as PageProps;
  return render(
    <MemoryRouter>
      <PagePropsContext.Provider value={props}>
        <SiteContext.Provider value={site}>{page}</SiteContext.Provider>
      </PagePropsContext.Provider>
    </MemoryRouter>,
  );
}

/** The article's <h2> texts, whitespace normalised (nbsp included). */
function sectionHeadings(): string[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => (h.textContent ?? '').replace(/[ \t\n]+/g, ' ').trim());
}

/** Ids of the numbered sections, in order. */
function sectionIds(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('article > section')).map((s) => s.id);
}

function expectCommonFrame(container: HTMLElement, title: string) {
  const article = container.querySelector('article');
  expect(article).not.toBeNull();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByText(/Dernière mise à jour/).textContent).toBe('Dernière mise à jour : 22/09/2025');
  expect(container.textContent).not.toMatch(/lorem|à compléter/i);
}

/** Every fragment link of the table of contents points at an existing section. */
function expectTocMatches(container: HTMLElement) {
  const toc = screen.getByRole('navigation', { name: 'Sommaire' });
  const targets = within(toc)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(targets).toEqual(sectionIds(container).map((id) => `#${id}`));
}

/** Table with caption and column headers scoped to their column. */
function expectColumns(table: HTMLElement, columns: string[]) {
  expect(table.querySelector('caption')?.textContent).toBeTruthy();
  const headers = Array.from(table.querySelectorAll('thead th'));
  expect(headers.map((th) => th.textContent)).toEqual(columns);
  headers.forEach((th) => expect(th.getAttribute('scope')).toBe('col'));
}

/** Map of first cell → second cell for each body row. */
function rowsOf(table: HTMLElement): Record<string, string> {
  const entries = Array.from(table.querySelectorAll('tbody tr')).map((tr) => {
    const cells = Array.from(tr.children).map((c) => (c.textContent ?? '').replace(/\s+/g, ' '));
    return [cells[0], cells.slice(1)] as const;
  });
  return Object.fromEntries(entries.map(([k, v]) => [k, v.join(' | ')]));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LegalNoticePage', () => {
  it('has ten numbered sections in order', () => {
    const { container } = renderPage(<LegalNoticePage />, 'mentions-legales');
    expectCommonFrame(container, 'Mentions légales');
    expect(sectionHeadings()).toEqual([
      '1. Éditeur du site',
      '2. Hébergement',
      '3. Conception et développement',
      "4. Conditions d'utilisation",
      '5. Propriété intellectuelle',
      '6. Liens hypertextes',
      '7. Données personnelles et cookies',
      '8. Responsabilité',
      '9. Droit applicable',
      '10. Contact',
    ]);
    expect(sectionIds(container)).toEqual([
      'editeur',
      'hebergement',
      'conception',
      'conditions-utilisation',
      'propriete-intellectuelle',
      'liens',
      'donnees-personnelles',
      'responsabilite',
      'droit-applicable',
      'contact',
    ]);
    expectTocMatches(container);
  });

  it('states the company facts from the site context', () => {
    const { container } = renderPage(<LegalNoticePage />, 'mentions-legales');
    const editeur = container.querySelector<HTMLElement>('#editeur')!;
    const text = editeur.textContent ?? '';
    for (const fact of [
      site.legalName,
      'SARL',
      site.capital,
      site.registration,
      site.siret,
      site.vatNumber,
      '4791A',
      site.address.city,
    ]) {
      expect(text).toContain(fact);
    }
    const phone = within(editeur).getByRole('link', { name: site.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${site.phoneHref}`);
    const email = within(editeur).getByRole('link', { name: site.email });
    expect(email.getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(container.querySelector('#hebergement')?.textContent).toContain(site.hosting);
  });

  it('names the publication director (LCEN art. 1-1), a company fact', () => {
    renderPage(<LegalNoticePage />, 'mentions-legales');
    const label = screen.getByText(/^Directeur de la publication/);
    expect(label.nextElementSibling?.textContent).toBe(site.publicationDirector);
    expect(site.publicationDirector).toMatch(/\S/);
    expect(screen.getByText(/article 1-1 de la loi n°/)).toHaveTextContent(/loi n°\s2024-449/);
  });

  it('links to the privacy and cookie policies and names French law and language', () => {
    const { container } = renderPage(<LegalNoticePage />, 'mentions-legales');
    const data = container.querySelector<HTMLElement>('#donnees-personnelles')!;
    const hrefs = within(data)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/politique-confidentialite');
    expect(hrefs).toContain('/cookies');
    const law = container.querySelector('#droit-applicable')?.textContent ?? '';
    expect(law).toMatch(/droit\s+français/);
    expect(law).toMatch(/langue\s+française/);
    expect(law).toMatch(/juridictions/);
  });
});

describe('PrivacyPolicyPage', () => {
  it('has eleven numbered sections in order', () => {
    const { container } = renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    expectCommonFrame(container, 'Politique de confidentialité');
    expect(sectionHeadings()).toEqual([
      '1. Responsable du traitement',
      '2. Données collectées',
      '3. Finalités et bases légales',
      '4. Durées de conservation',
      '5. Destinataires',
      '6. Hébergement et transferts',
      '7. Sécurité',
      '8. Cookies',
      '9. Vos droits',
      '10. Informations complémentaires',
      '11. Contact',
    ]);
    expect(sectionIds(container)).toHaveLength(11);
    expectTocMatches(container);
  });

  it('shows the retention periods of spec §9', () => {
    renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    const table = screen.getByRole('table', { name: 'Durées de conservation des données' });
    expectColumns(table, ['Catégorie de données', 'Durée de conservation']);
    expect(rowsOf(table)).toEqual({
      Prospects: '3 ans après le dernier contact',
      Clients: 'Durée du contrat + 3 ans',
      'Pièces comptables': '10 ans',
      'Tickets de support': '36 mois après clôture',
      Candidatures: '24 mois',
      'Journaux techniques des serveurs': '6 mois',
      'Cookies et traceurs':
        "6 mois pour votre choix en matière de cookies, 13 mois au plus pour les cookies de mesure d'audience",
    });
  });

  it('has a purposes and legal bases table', () => {
    renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    const table = screen.getByRole('table', { name: 'Finalités des traitements et bases légales' });
    expectColumns(table, ['Finalité', 'Base légale']);
    expect(table.textContent).toMatch(/Consentement/);
  });

  it("says what a lead's origin is, why it is kept, and that nothing is stored in the browser for it", () => {
    const { container } = renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    const collected = container.querySelector('#donnees-collectees')?.textContent ?? '';
    expect(collected).toContain('utm_source, utm_medium, utm_campaign, utm_term, utm_content');
    expect(collected).toMatch(/jamais l'adresse complète/);
    expect(collected).toMatch(/rien n'est enregistré dans votre navigateur/);
    expect(collected).toMatch(/conservées avec votre demande,\s+pour la même durée/);
    const purposes = screen.getByRole('table', { name: 'Finalités des traitements et bases légales' });
    expect(purposes.textContent).toMatch(/quelle campagne, quel site ou quel partenaire a amené une demande/);
  });

  it('mentions hosting in France and the Data Privacy Framework', () => {
    const { container } = renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    const text = container.querySelector('#hebergement-transferts')?.textContent ?? '';
    expect(text).toContain('France');
    expect(text).toContain('Data Privacy Framework');
  });

  it('reopens the cookie preferences from the cookies section, with a no-JS fallback', () => {
    const { container } = renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIES_EVENT, listener);
    const cookies = container.querySelector<HTMLElement>('#cookies')!;
    const link = within(cookies).getByRole('link', { name: 'Gérer mes préférences cookies' });
    expect(link.getAttribute('href')).toBe('/cookies#cookies-gestion');
    const notPrevented = fireEvent.click(link);
    window.removeEventListener(OPEN_COOKIES_EVENT, listener);
    expect(notPrevented).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(within(cookies).getByRole('link', { name: 'politique cookies' }).getAttribute('href')).toBe('/cookies');
  });

  it('explains the rights and links to the CNIL', () => {
    const { container } = renderPage(<PrivacyPolicyPage />, 'politique-confidentialite');
    const rights = container.querySelector<HTMLElement>('#droits')!;
    const text = rights.textContent ?? '';
    for (const right of ['accès', 'rectification', 'effacement', 'limitation', 'opposition', 'portabilité', 'décès']) {
      expect(text).toContain(right);
    }
    const hrefs = within(rights)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(`mailto:${site.privacyEmail}`);
    expect(hrefs).toContain('https://www.cnil.fr/fr/plaintes');
    expect(hrefs).toContain('https://www.cnil.fr');
  });
});

describe('CookiePolicyPage', () => {
  it('has eight numbered sections in order, section 6 being #cookies-gestion', () => {
    const { container } = renderPage(<CookiePolicyPage />, 'cookies');
    expectCommonFrame(container, 'Politique cookies');
    expect(sectionHeadings()).toEqual([
      "1. Qu'est-ce qu'un cookie ?",
      '2. Cookies strictement nécessaires',
      "3. Cookies de mesure d'audience",
      '4. Durées de conservation',
      '5. Stockage local (localStorage)',
      '6. Gérer vos préférences',
      '7. Cookies tiers',
      '8. Contact et mise à jour',
    ]);
    const ids = sectionIds(container);
    expect(ids).toHaveLength(8);
    expect(ids[5]).toBe('cookies-gestion');
    expectTocMatches(container);
  });

  it('lists the cookies of spec §9 with their durations', () => {
    renderPage(<CookiePolicyPage />, 'cookies');
    const columns = ['Nom', 'Finalité', 'Durée', 'Quand il est déposé'];
    const necessary = screen.getByRole('table', { name: 'Cookies strictement nécessaires' });
    const audience = screen.getByRole('table', { name: "Cookies de mesure d'audience (Google Analytics 4)" });
    expectColumns(necessary, columns);
    expectColumns(audience, columns);
    const duration = (table: HTMLElement) =>
      Object.fromEntries(Object.entries(rowsOf(table)).map(([name, rest]) => [name, rest.split(' | ')[1]]));
    expect(duration(necessary)).toMatchObject({
      tq_consent: '6 mois, puis votre choix vous est redemandé',
      tq_lang: '6 mois',
    });
    expect(duration(necessary).tq_session).toMatch(/^Session/);
    expect(duration(audience)).toEqual({ _ga: '13 mois', '_ga_<ID>': '13 mois', _gid: '24 h' });
  });

  it('never states a lifetime beyond the 13-month cap (issue 18: the prose said 2 years and 25 months)', () => {
    const { container } = renderPage(<CookiePolicyPage />, 'cookies');
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    const months = [...text.matchAll(/(\d+) mois/g)].map((match) => Number(match[1]));
    expect(months.length).toBeGreaterThan(3);
    expect(Math.max(...months)).toBe(13);
    expect(text).not.toMatch(/\d+ ans\b/);
    expect(text).toMatch(/_ga_<ID> expirent au bout de 13 mois/);
  });

  it('states consent mode basic, the storage key and the staff-only cookies', () => {
    const { container } = renderPage(<CookiePolicyPage />, 'cookies');
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('tq_consent_v1');
    expect(text).toContain('csrftoken');
    expect(text).toMatch(/aucune requête n'est adressée à un serveur de Google/);
    expect(text).toMatch(/refuser est aussi simple qu'accepter/i);
    expect(text).toContain('ad_storage');
    expect(text).toContain('ad_user_data');
    expect(text).toContain('ad_personalization');
  });

  it('reopens the cookie preferences from the management section', () => {
    const { container } = renderPage(<CookiePolicyPage />, 'cookies');
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIES_EVENT, listener);
    const gestion = container.querySelector<HTMLElement>('#cookies-gestion')!;
    fireEvent.click(within(gestion).getByRole('button', { name: 'Gérer mes préférences cookies' }));
    window.removeEventListener(OPEN_COOKIES_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('mentions the external threat map and the social links', () => {
    const { container } = renderPage(<CookiePolicyPage />, 'cookies');
    const third = container.querySelector<HTMLElement>('#cookies-tiers')!;
    const hrefs = within(third)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([site.threatMapUrl, site.socials.linkedin, site.socials.instagram]));
  });
});
