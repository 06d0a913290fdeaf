import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PointList from './PointList';

describe('PointList', () => {
  it('lists each point with its bold lead-in', () => {
    render(<PointList points={[{ title: 'Sauvegardes vérifiées', text: 'copies quotidiennes en France.' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Sauvegardes vérifiées copies quotidiennes en France.');
    expect(screen.getByText('Sauvegardes vérifiées').tagName).toBe('STRONG');
  });
});
