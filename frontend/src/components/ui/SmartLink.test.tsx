import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import SmartLink from './SmartLink';

function Where() {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.hash}</output>;
}

describe('SmartLink', () => {
  it('navigates through the router for site paths', () => {
    render(
      <MemoryRouter initialEntries={['/telephonie']}>
        <SmartLink href="/contact#formulaire">Planifier</SmartLink>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Planifier' }));
    expect(screen.getByLabelText('adresse')).toHaveTextContent('/contact#formulaire');
  });

  it('stays a plain anchor for a fragment of the page', () => {
    render(
      <MemoryRouter>
        <SmartLink href="#contact" className="button">
          Devis
        </SmartLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Devis' });
    expect(link).toHaveAttribute('href', '#contact');
    expect(link).toHaveClass('button');
  });
});
