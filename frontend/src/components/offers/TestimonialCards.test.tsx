import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TestimonialCards from './TestimonialCards';

describe('TestimonialCards', () => {
  it('shows the title, the pills and one card per testimonial, as quotes', () => {
    const { container } = render(
      <TestimonialCards
        testimonials={{
          title: 'Ce que nos clients disent',
          items: [
            { label: 'Portabilité', text: 'Bascule sans interruption.', author: 'Bernard G., gérant' },
            { text: 'Un support qui décroche.' },
          ],
          pills: [
            { text: 'Hébergé en France', variant: 'primary' },
            { text: 'Support français', variant: 'orange' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que nos clients disent' })).toBeVisible();
    const pills = screen.getByRole('list', { name: 'Ce que nos clients apprécient' });
    expect(pills.querySelectorAll('li')).toHaveLength(2);
    expect(pills.querySelector('.testimonial-cards__pill--orange')).toHaveTextContent('Support français');
    expect(container.querySelectorAll('blockquote')).toHaveLength(2);
    expect(screen.getByText('Bernard G., gérant').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('Portabilité')).toBeVisible();
    // Optional parts stay absent rather than empty.
    expect(container.querySelectorAll('figcaption')).toHaveLength(1);
  });
});
