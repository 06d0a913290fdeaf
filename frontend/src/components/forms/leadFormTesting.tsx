// Helpers shared by the lead form's unit tests (LeadForm.test.tsx,
// useLeadSubmission.test.tsx); never imported by the application.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import company from '../../lib/companyForTests';
import type { LeadPayload } from '../../lib/leadTypes';
import { SiteContext, type Company } from '../../lib/site';
import LeadForm, { type LeadFormProps } from './LeadForm';

export const site: Company = {
  ...company,
  phone: '01 23 45 67 89',
  phoneHref: '+33123456789',
  apiBase: '/api',
};

export function renderForm(props: Partial<LeadFormProps> = {}) {
  return render(
    <MemoryRouter>
      <SiteContext.Provider value={site}>
        <div id="page">
          <LeadForm context="telephonie" {...props} />
        </div>
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

export function reply(status: number, body: unknown) {
  return async () => new Response(JSON.stringify(body), { status });
}

/** Stands in for fetch (a test stubs it with vi.stubGlobal). */
export const fetchMock = vi.fn();

// Lets the submit's chain of promises (recaptcha, fetch, body) settle. The
// sending code is a dynamic import (leadSender.ts): loaded for real once here,
// since fake timers do not advance a module load.
export async function settle(ms = 50) {
  await import('./leadSender');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function fillValid() {
  fill(/^Prénom/, 'Marie');
  fill(/^Nom \*$/, 'Durand');
  fill(/^Entreprise/, 'ACME');
  fill(/^E-mail professionnel/, 'marie@acme.fr');
  fill(/^Téléphone/, '01 23 45 67 89');
  fill(/^Message/, 'Rappelez-moi demain');
}

export function sentPayload(call = 0): LeadPayload {
  return JSON.parse(fetchMock.mock.calls[call][1].body as string) as LeadPayload;
}
