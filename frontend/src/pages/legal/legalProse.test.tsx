// @vitest-environment jsdom
// The legal pages render their prose from the props (content/page_<key>.json
// or a superuser's publication): its runs, facts, fixed parts and tables.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalProse } from '../../content/types.generated';
import company from '../../lib/companyForTests';
import { PagePropsContext } from '../../lib/pageProps';
import { ShellCookieNotesContext } from '../../lib/shellCookieNotes';
import { SiteContext, type LegalCompany } from '../../lib/site';
import type { PageProps } from '../../types';
import AccessibilityPage from './AccessibilityPage';
import CookiePolicyPage from './CookiePolicyPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { legalProps, shippedProse, type LegalKey } from './legalForTests';

function renderPage(page: ReactElement, key: LegalKey, prose?: LegalProse | null, site: LegalCompany = company) {
  const props = legalProps(key, prose as LegalProse) as unknown as PageProps;
  if (prose === null) (props.page as { prose: unknown }).prose = null;
  return render(
    <MemoryRouter>
      <PagePropsContext.Provider value={props}>
        <SiteContext.Provider value={site}>
          <Suspense fallback={<p>en attente</p>}>{page}</Suspense>
        </SiteContext.Provider>
      </PagePropsContext.Provider>
    </MemoryRouter>,
  );
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a legal page from its props', () => {
  it('shows what the props say: title, date, a sentence changed by a superuser', () => {
    const prose = shippedProse('politique-confidentialite');
    prose.title = 'Vos données';
    prose.updated = '2026-12-01';
    prose.sections[2].body[2] = { type: 'paragraph', text: ['Aucune donnée n’est vendue.'] };
    const { container } = renderPage(<PrivacyPolicyPage />, 'politique-confidentialite', prose);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vos données');
    expect(screen.getByText(/Dernière mise à jour/).textContent).toMatch(/01\/12\/2026$/);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-01');
    expect(text(container.querySelector('#finalites'))).toContain('Aucune donnée n’est vendue.');
    expect(text(container.querySelector('#finalites'))).not.toContain('jamais vendues ni louées');
  });

  it('nests marks, routes the site’s paths and keeps other links as plain anchors', () => {
    const prose = shippedProse('cookies');
    prose.sections[0].body = [
      {
        type: 'paragraph',
        text: [
          { type: 'text', text: 'fort', marks: ['strong', 'em'] },
          ' ',
          { type: 'link', href: '/contact', text: ['Contact'] },
          ' ',
          { type: 'link', href: 'mailto:dpo@example.com', text: [{ type: 'text', text: 'dpo', marks: ['code'] }] },
        ],
      },
    ];
    const { container } = renderPage(<CookiePolicyPage />, 'cookies', prose);
    const section = container.querySelector<HTMLElement>('#definition')!;
    expect(section.querySelector('strong > em')?.textContent).toBe('fort');
    expect(within(section).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    const mail = within(section).getByRole('link', { name: 'dpo' });
    expect(mail.getAttribute('href')).toBe('mailto:dpo@example.com');
    expect(mail.querySelector('code')).not.toBeNull();
  });

  it('fills the facts in from the live company and contact facts, never from the prose', () => {
    // The legal facts come with the page's props, the contact facts with every page's.
    const site: LegalCompany = { ...company, phone: '01 23 45 67 89', phoneHref: '+33123456789' };
    const props = legalProps('politique-confidentialite');
    props.page.legal = { ...props.page.legal, legalName: 'Autre SAS' };
    const { container } = render(
      <MemoryRouter>
        <PagePropsContext.Provider value={props as unknown as PageProps}>
          <SiteContext.Provider value={site}>
            <PrivacyPolicyPage />
          </SiteContext.Provider>
        </PagePropsContext.Provider>
      </MemoryRouter>,
    );
    const contact = container.querySelector<HTMLElement>('#contact')!;
    expect(text(contact)).toContain('Autre SAS, référent données personnelles');
    expect(within(contact).getByRole('link', { name: '01 23 45 67 89' }).getAttribute('href')).toBe('tel:+33123456789');
  });

  it('names the Google Analytics cookie only when analytics is configured', () => {
    const configured = renderPage(<CookiePolicyPage />, 'cookies');
    expect(text(configured.container.querySelector('#mesure-audience'))).toContain(
      'du site (ici, le cookie se nomme _ga_TQ0000TEST).',
    );
    cleanup();
    const { container } = renderPage(<CookiePolicyPage />, 'cookies', undefined, { ...company, gaMeasurementId: '' });
    expect(text(container.querySelector('#mesure-audience'))).toContain('Google Analytics du site. Les données');
  });

  it('counts the audit figures from the audit table', () => {
    const { container } = renderPage(<AccessibilityPage />, 'accessibilite');
    const results = text(container.querySelector('#resultats-tests'));
    expect(results).toMatch(/porté sur 18 critères .* : 17 sont respectés, soit 94\s% des critères/);
    const table = screen.getByRole('table', { name: 'Critères vérifiés à la main' });
    expect(table.closest('[role="region"]')?.getAttribute('aria-labelledby')).toBe('criteres-verifies');
    expect(within(table).getAllByText('Non respecté')).toHaveLength(1);
    cleanup();

    const prose = shippedProse('accessibilite');
    const audit = prose.sections[1].body.find((block) => block.type === 'audit')!;
    if (audit.type === 'audit') audit.rows.forEach((row) => (row.met = true));
    const all = renderPage(<AccessibilityPage />, 'accessibilite', prose);
    expect(text(all.container.querySelector('#resultats-tests'))).toMatch(/: 18 sont respectés, soit 100\s%/);
  });

  it('adds the page shell’s storage rows and its tq_lang note when the shell is on', () => {
    const notes = { langWhen: 'Quand vous choisissez une langue', storageRows: [['appTheme', 'a', 'b', 'c', 'd']] };
    const { container } = render(
      <MemoryRouter>
        <PagePropsContext.Provider value={legalProps('cookies') as unknown as PageProps}>
          <SiteContext.Provider value={company}>
            <ShellCookieNotesContext.Provider value={notes}>
              <CookiePolicyPage />
            </ShellCookieNotesContext.Provider>
          </SiteContext.Provider>
        </PagePropsContext.Provider>
      </MemoryRouter>,
    );
    const storage = container.querySelector('#stockage-local-tableau')!.closest('table')!;
    expect(
      within(storage)
        .getAllByRole('row')
        .map((row) => text(row.firstElementChild)),
    ).toEqual(['Clé', 'tq_consent_v1', 'tq-scroll-positions', 'appTheme']);
    const lang = within(screen.getByRole('table', { name: 'Cookies strictement nécessaires' }))
      .getByText('tq_lang')
      .closest('tr')!;
    expect(text(lang.lastElementChild)).toBe('Quand vous choisissez une langue');
  });

  it('shows no table of contents nor date for the fallback of an unusable file', () => {
    const fallback = {
      title: 'Politique cookies',
      intro: ['Écrivez-nous à ', { type: 'fact', fact: 'email' }, '.'],
      sections: [],
    };
    const { container } = renderPage(<CookiePolicyPage />, 'cookies', fallback as unknown as LegalProse);
    expect(screen.queryByRole('navigation', { name: 'Sommaire' })).toBeNull();
    expect(container.querySelector('time')).toBeNull();
    expect(screen.getByRole('link', { name: company.email })).toBeTruthy();
  });

  it('fetches the prose the embedded props left out, then renders it', async () => {
    const whole = { ...legalProps('cookies'), route: { key: 'cookies', path: '/cookies-fetched' } };
    const fetched = vi.fn(async () => ({ ok: true, status: 200, json: async () => structuredClone(whole) }));
    vi.stubGlobal('fetch', fetched);
    const props = { ...whole, page: { ...whole.page, prose: null } } as unknown as PageProps;
    // As in the browser, React retries the page once the fetch has settled.
    await act(async () => {
      render(
        <MemoryRouter>
          <PagePropsContext.Provider value={props}>
            <SiteContext.Provider value={company}>
              <Suspense fallback={<p>en attente</p>}>
                <CookiePolicyPage />
              </Suspense>
            </SiteContext.Provider>
          </PagePropsContext.Provider>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique cookies' })).toBeTruthy();
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]).toEqual([
      '/cookies-fetched',
      { headers: { Accept: 'application/json' }, signal: undefined },
    ]);
    // Completed in place, for the page's later renders.
    expect((props.page as { prose: LegalProse }).prose.title).toBe('Politique cookies');
  });
});
