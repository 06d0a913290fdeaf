import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import company from '../../lib/companyForTests';
import { SiteContext, type Company } from '../../lib/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TestimonialsMarquee, { MARQUEE_PREVIEW, TESTIMONIALS_SPEED } from './TestimonialsMarquee';
import type { Testimonials } from '../../content/types.generated';
import { closeDialog, useDialogOpen } from '../../lib/dialogs';
import { mockReducedMotion } from '../../lib/motionTesting';
import avisFile from '../../../../content/data/avis.json';

const LIST_WIDTH = 3000;

// The repository's file, as Django passes it (test_content.py checks it is valid as written).
const testimonials = avisFile as Testimonials;
const site: Company = { ...company };

function render(ui: ReactElement) {
  return renderBare(<SiteContext.Provider value={site}>{ui}</SiteContext.Provider>);
}

function ReviewProbe() {
  return <output aria-label="avis">{useDialogOpen('review') ? 'ouvert' : 'fermé'}</output>;
}

/** The loops start on the next animation frame. */
function startLoops() {
  act(() => {
    vi.advanceTimersByTime(16);
  });
}

describe('TestimonialsMarquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: LIST_WIDTH } as DOMRect);
  });
  afterEach(() => {
    vi.useRealTimers();
    closeDialog();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the title, the pills and each testimonial once to assistive technologies', () => {
    render(<TestimonialsMarquee testimonials={testimonials} />);
    startLoops();
    expect(screen.getByRole('heading', { level: 2, name: testimonials.title })).toBeInTheDocument();
    for (const pill of testimonials.pills) expect(screen.getByText(pill.text)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Témoignages de nos clients' });
    expect(region.querySelectorAll('ul')).toHaveLength(2);
    expect(screen.getAllByRole('figure')).toHaveLength(testimonials.items.length);
    // The copy of the loop is in the DOM, hidden from assistive technologies.
    expect(screen.getAllByText(testimonials.items[0].author!)).toHaveLength(2);
  });

  it('serves the first MARQUEE_PREVIEW testimonials and a link to all of them without JavaScript', () => {
    const html = renderToString(
      <SiteContext.Provider value={site}>
        <TestimonialsMarquee testimonials={testimonials} />
      </SiteContext.Provider>,
    );
    expect(testimonials.items.length).toBeGreaterThan(MARQUEE_PREVIEW);
    expect(html.split('<figure').length - 1).toBe(MARQUEE_PREVIEW);
    expect(html).not.toContain(testimonials.items[MARQUEE_PREVIEW].text.slice(0, 40));
    expect(html).toContain(
      `href="?tout=temoignages#temoignages">Voir tous les témoignages (<!-- -->${testimonials.items.length}<!-- -->)</a>`,
    );
  });

  it('scrolls at TESTIMONIALS_SPEED and pauses on hover', () => {
    render(<TestimonialsMarquee testimonials={testimonials} />);
    startLoops();
    const region = screen.getByRole('region', { name: 'Témoignages de nos clients' });
    expect(region.querySelector<HTMLElement>('.marquee__track')!.style.getPropertyValue('--marquee-duration')).toBe(
      `${(LIST_WIDTH / TESTIMONIALS_SPEED).toFixed(2)}s`,
    );
    fireEvent.pointerOver(region);
    expect(region).toHaveAttribute('data-state', 'paused');
  });

  it('"Laissez-nous un avis" opens the review modal', () => {
    render(
      <>
        <TestimonialsMarquee testimonials={testimonials} />
        <ReviewProbe />
      </>,
    );
    startLoops();
    expect(screen.getByRole('status', { name: 'avis' })).toHaveTextContent('fermé');
    fireEvent.click(screen.getByRole('button', { name: 'Laissez-nous un avis' }));
    expect(screen.getByRole('status', { name: 'avis' })).toHaveTextContent('ouvert');
  });

  it('links to the review section when JavaScript is absent', () => {
    const html = renderToString(
      <SiteContext.Provider value={site}>
        <TestimonialsMarquee testimonials={testimonials} />
      </SiteContext.Provider>,
    );
    expect(html).toContain('<a class="button" href="?avis=formulaire#laisser-un-avis">Laissez-nous un avis</a>');
    expect(html).toContain('id="laisser-un-avis"');
    expect(html).toContain(`mailto:${site.email}`);
  });

  it('has a pause control', () => {
    render(<TestimonialsMarquee testimonials={testimonials} />);
    startLoops();
    fireEvent.click(screen.getByRole('button', { name: 'Pause : défilement des témoignages' }));
    expect(screen.getByRole('region', { name: 'Témoignages de nos clients' })).toHaveAttribute('data-state', 'paused');
  });

  it('shows a single testimonial (as in the spec §8 fallback) still, with its pill', () => {
    render(
      <TestimonialsMarquee
        testimonials={{
          title: 'Ils nous font confiance',
          items: [{ label: 'Support', text: 'Un seul témoignage.', author: 'Un client' }],
          pills: [{ text: 'Pastille unique', variant: 'primary' }],
        }}
      />,
    );
    startLoops();
    expect(screen.getByText('Un seul témoignage.')).toBeInTheDocument();
    expect(screen.getByText('Pastille unique')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Témoignages de nos clients' })).toHaveAttribute('data-state', 'static');
    expect(screen.queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Laissez-nous un avis' })).toBeInTheDocument();
  });
});
