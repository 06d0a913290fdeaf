import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import company from '../../lib/companyForTests';
import { closeDialog, useDialogOpen } from '../../lib/dialogs';
import { SiteContext, type Company } from '../../lib/site';
import cyberFile from '../../../../content/page_cybersecurite.json';
import ThreatMapCard from './ThreatMapCard';

const site: Company = { ...company };

function OpenFlag() {
  return <output aria-label="état">{useDialogOpen('threatMap') ? 'ouverte' : 'fermée'}</output>;
}

describe('ThreatMapCard', () => {
  afterEach(() => {
    act(() => closeDialog());
    cleanup();
  });

  it('opens the threat-map modal through the dialogs service', () => {
    render(
      <SiteContext.Provider value={site}>
        <ThreatMapCard words={cyberFile.threatMap} />
        <OpenFlag />
      </SiteContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Carte des menaces en direct' })).toBeVisible();
    expect(screen.getByLabelText('état')).toHaveTextContent('fermée');
    fireEvent.click(screen.getByRole('button', { name: 'Voir la carte en direct' }));
    expect(screen.getByLabelText('état')).toHaveTextContent('ouverte');
  });

  it('links to the external threat map in a new tab', () => {
    render(
      <SiteContext.Provider value={site}>
        <ThreatMapCard words={cyberFile.threatMap} />
      </SiteContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Ouvrir la carte dans un nouvel onglet' });
    expect(link).toHaveAttribute('href', site.threatMapUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toMatch(/^\/static\/img-opti\/sections\/threat-map-\d+\.jpg$/);
  });
});
