import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Testimonials } from '../../content/types.generated';
import { PagePropsContext } from '../../lib/pageProps';
import type { PageProps } from '../../types';
import TestimonialCards, { CARDS_PREVIEW } from './TestimonialCards';

function quotes(count: number): Testimonials {
  return {
    title: 'Ils en parlent',
    pills: [],
    items: Array.from({ length: count }, (_, i) => ({
      text: `Témoignage ${i + 1}.`,
      author: `Client ${i + 1}`,
    })) as Testimonials['items'],
  };
}

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

  it("shows a person's uploaded photo at its own size, decorative when it has no alt text", () => {
    const { container } = render(
      <TestimonialCards
        testimonials={{
          title: 'Ils en parlent',
          pills: [],
          items: [
            {
              text: 'Un support qui décroche.',
              author: 'Sandrine M., gérante',
              photo: {
                src: '/media/contenu/sandrine-a1b2c3-56.webp',
                alt: '',
                dim: { w: 112, h: 112 },
                opti: {
                  folder: 'contenu',
                  base: 'sandrine-a1b2c3',
                  widths: [56, 112],
                  url: '/media/contenu/sandrine-a1b2c3',
                },
              },
            },
            { text: 'Sans photo.' },
          ],
        }}
      />,
    );
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(1);
    expect(pictures[0].querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/media/contenu/sandrine-a1b2c3-56.avif, /media/contenu/sandrine-a1b2c3-112.avif 2x',
    );
    const img = pictures[0].querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '112');
    expect(img).toHaveAttribute('src', '/media/contenu/sandrine-a1b2c3-56.webp');
  });

  it('shows the first CARDS_PREVIEW cards, then every card in place, the first new one focused', () => {
    const count = CARDS_PREVIEW + 2;
    const { container } = render(<TestimonialCards testimonials={quotes(count)} />);
    expect(container.querySelectorAll('blockquote')).toHaveLength(CARDS_PREVIEW);
    const more = screen.getByRole('button', { name: `Voir tous les témoignages (${count})` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(container.querySelectorAll('blockquote')).toHaveLength(count);
    expect(screen.queryByRole('button', { name: /Voir tous les témoignages/ })).toBeNull();
    expect(document.activeElement).toHaveTextContent(`Témoignage ${CARDS_PREVIEW + 1}.`);
  });

  it('gives visitors without JavaScript a link to the page with every card, which shows them', () => {
    const count = CARDS_PREVIEW + 2;
    const html = renderToString(<TestimonialCards testimonials={quotes(count)} />);
    expect(html.split('<blockquote').length - 1).toBe(CARDS_PREVIEW);
    expect(html).toContain(
      `href="?tout=temoignages#temoignages">Voir tous les témoignages (<!-- -->${count}<!-- -->)</a>`,
    );
    const whole = renderToString(
      <PagePropsContext.Provider value={{ expand: 'temoignages' } as unknown as PageProps}>
        <TestimonialCards testimonials={quotes(count)} />
      </PagePropsContext.Provider>,
    );
    expect(whole.split('<blockquote').length - 1).toBe(count);
    expect(whole).not.toContain('Voir tous les témoignages');
  });

  it('has nothing to ask for with CARDS_PREVIEW cards or fewer', () => {
    render(<TestimonialCards testimonials={quotes(CARDS_PREVIEW)} />);
    expect(screen.queryByRole('button', { name: /Voir tous les témoignages/ })).toBeNull();
  });
});
