import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CtaBanner from './CtaBanner';
import { sectionArt } from './sectionArt';

describe('CtaBanner', () => {
  it('renders the heading, the text and its buttons, the first one primary', () => {
    const { container } = render(
      <MemoryRouter>
        <CtaBanner
          id="planifier"
          title="Planifier un échange"
          text="30 minutes avec un expert."
          actions={[
            { label: 'Planifier un échange', href: '/contact#formulaire' },
            { label: 'Nous appeler', href: '#contact' },
          ]}
          art={sectionArt('contact')}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Planifier un échange' })).toBeVisible();
    const primary = screen.getByRole('link', { name: 'Planifier un échange' });
    expect(primary).toHaveAttribute('href', '/contact#formulaire');
    expect(primary).toHaveClass('cta-banner__primary');
    expect(screen.getByRole('link', { name: 'Nous appeler' })).toHaveClass('button--secondary');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('without buttons, shows the heading and the sentence alone (a campaign page without a form)', () => {
    const { container } = render(
      <MemoryRouter>
        <CtaBanner id="conclusion" title="Merci de votre visite" text="À bientôt." actions={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Merci de votre visite' })).toHaveTextContent('À bientôt.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.cta-banner__actions')).toBeNull();
  });
});
