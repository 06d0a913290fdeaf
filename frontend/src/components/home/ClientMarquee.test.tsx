import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClientMarquee, {
  CLIENT_SPEED_DESKTOP,
  CLIENT_SPEED_EVEN_ROW,
  CLIENT_SPEED_ODD_ROW,
  MOBILE_QUERY,
  splitRows,
} from './ClientMarquee';
import type { ClientEntry } from '../../content/types.generated';
import { mockMatchMedia, mockReducedMotion } from '../../lib/motionTesting';
import clientsFile from '../../../../content/data/clients.json';

// The repository's file, as Django passes it (test_content.py checks it is valid as written).
const clients = clientsFile as ClientEntry[];
const LIST_WIDTH = 2240;

function row(name: string) {
  return screen.getByRole('region', { name });
}

function duration(region: HTMLElement): string {
  return region.querySelector<HTMLElement>('.marquee__track')!.style.getPropertyValue('--marquee-duration');
}

/** The loops start on the next animation frame. */
function startLoops() {
  act(() => {
    vi.advanceTimersByTime(16);
  });
}

describe('splitRows', () => {
  it('puts even positions on the first row and odd ones on the second', () => {
    expect(splitRows(['a', 'b', 'c', 'd', 'e'])).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });
});

describe('ClientMarquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: LIST_WIDTH } as DOMRect);
    // Logos already loaded: the loop starts at once.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('runs one row of every client at CLIENT_SPEED_DESKTOP on desktop, duplicated', () => {
    render(<ClientMarquee clients={clients} />);
    startLoops();
    expect(duration(row('Logos de nos clients'))).toBe(`${(LIST_WIDTH / CLIENT_SPEED_DESKTOP).toFixed(2)}s`);
    const alts = (copy: number) =>
      [...row('Logos de nos clients').querySelectorAll('ul')[copy].querySelectorAll('img')].map((img) => img.alt);
    expect(alts(0)).toEqual(clients.map((c) => c.name));
    expect(alts(1)).toEqual(clients.map((c) => c.name));
    expect(row('Logos de nos clients').querySelectorAll('ul')[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: /première ligne/ })).not.toBeInTheDocument();
  });

  it('below the content breakpoint, splits into even and odd rows at their own speeds', () => {
    mockMatchMedia([MOBILE_QUERY]);
    render(<ClientMarquee clients={clients} />);
    startLoops();
    const even = row('Logos de nos clients, première ligne');
    const odd = row('Logos de nos clients, seconde ligne');
    expect(duration(even)).toBe(`${(LIST_WIDTH / CLIENT_SPEED_EVEN_ROW).toFixed(2)}s`);
    expect(duration(odd)).toBe(`${(LIST_WIDTH / CLIENT_SPEED_ODD_ROW).toFixed(2)}s`);
    const names = (region: HTMLElement) =>
      [...region.querySelector('ul')!.querySelectorAll('img')].map((img) => img.alt);
    expect(names(even)).toEqual(clients.filter((_, i) => i % 2 === 0).map((c) => c.name));
    expect(names(odd)).toEqual(clients.filter((_, i) => i % 2 === 1).map((c) => c.name));
    expect(even.querySelectorAll('ul')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Logos de nos clients' })).not.toBeInTheDocument();
  });

  it('sends each logo once in the server HTML, whatever the screen', () => {
    const html = renderToString(<ClientMarquee clients={clients} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // Placeholders (no request) named after each client, the real logos in
    // <noscript> for visitors without JavaScript.
    const placeholders = [...doc.querySelectorAll('img.picture-deferred')];
    expect(placeholders.map((img) => img.getAttribute('alt'))).toEqual(clients.map((client) => client.name));
    expect(placeholders.every((img) => img.getAttribute('src')?.startsWith('data:'))).toBe(true);
    const fallback = [...doc.querySelectorAll('noscript img')];
    expect(fallback.map((img) => img.getAttribute('alt'))).toEqual(clients.map((client) => client.name));
    // One WebP file each, without a srcset (issue 18: /home's HTML budget).
    for (const img of fallback) {
      expect(img.getAttribute('src')).toMatch(/-768\.webp$/);
      expect(img.hasAttribute('srcset')).toBe(false);
    }
    expect(html).toContain('data-layout="single"');
  });

  it('shows the sites of each client as small meta lines', () => {
    render(<ClientMarquee clients={clients} />);
    startLoops();
    const first = row('Logos de nos clients').querySelector('ul')!.querySelector('li')!;
    expect([...first.querySelectorAll('.client__site')].map((p) => p.textContent)).toEqual(clients[0].sites);
  });

  it('uses the logo width order for the fallback src and sets width and height', () => {
    render(<ClientMarquee clients={clients} />);
    startLoops();
    const img = row('Logos de nos clients').querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`/static/img-opti/clients/${clients[0].opti!.base}-768.png`);
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '240');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("draws an uploaded logo at the upload's own size", () => {
    const uploaded: ClientEntry = {
      ...clients[0],
      opti: { folder: 'contenu', base: 'logo-a1b2c3', widths: [320, 640, 800], url: '/media/contenu/logo-a1b2c3' },
      dim: { w: 800, h: 500 },
    };
    render(<ClientMarquee clients={[uploaded, ...clients.slice(1)]} />);
    startLoops();
    const img = row('Logos de nos clients').querySelector('img')!;
    // The logo width order (768 first, then 640), in WebP: an upload has no PNG.
    expect(img.getAttribute('src')).toBe('/media/contenu/logo-a1b2c3-640.webp');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
  });

  it('one pause control stops every row', () => {
    mockMatchMedia([MOBILE_QUERY]);
    render(<ClientMarquee clients={clients} />);
    startLoops();
    const rows = [row('Logos de nos clients, première ligne'), row('Logos de nos clients, seconde ligne')];
    fireEvent.click(screen.getByRole('button', { name: 'Pause : défilement des logos clients' }));
    for (const region of rows) expect(region).toHaveAttribute('data-state', 'paused');
    fireEvent.click(screen.getByRole('button', { name: 'Lecture : défilement des logos clients' }));
    for (const region of rows) expect(region).toHaveAttribute('data-state', 'running');
  });

  it('stands still, without duplicates, under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<ClientMarquee clients={clients} />);
    startLoops();
    expect(row('Logos de nos clients')).toHaveAttribute('data-state', 'static');
    expect(row('Logos de nos clients').querySelectorAll('ul')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Lecture : défilement des logos clients' })).toBeInTheDocument();
  });

  it('shows a single logo (the spec §8 fallback Django sends) still', () => {
    render(
      <ClientMarquee clients={[{ name: 'Client unique', logo: '/static/img-opti/brand/logo.svg', error: true }]} />,
    );
    startLoops();
    expect(row('Logos de nos clients')).toHaveAttribute('data-state', 'static');
    expect(screen.getAllByText('Client unique')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Logos de nos clients, seconde ligne' })).not.toBeInTheDocument();
  });
});
