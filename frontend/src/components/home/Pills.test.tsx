import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Pills from './Pills';

describe('Pills', () => {
  it('lists the badges with their tone', () => {
    render(
      <Pills
        pills={[
          { text: 'Hébergé en France', tone: 'primary' },
          { text: 'SLA clair', tone: 'orange' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Hébergé en France', 'SLA clair']);
    expect(items[1]).toHaveClass('pill--orange');
  });

  it('renders nothing without pills', () => {
    const { container } = render(<Pills pills={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
