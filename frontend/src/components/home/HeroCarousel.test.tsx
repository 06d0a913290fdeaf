import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HeroCarousel, { HERO_INTERVAL } from './HeroCarousel';
import type { HeroSlide } from '../../content/types.generated';
import { mockReducedMotion } from '../../lib/motionTesting';
import heroFile from '../../../../content/data/home-coursel.json';

// The repository's file, as Django passes it (test_content.py checks it is valid as written).
const slides = heroFile as HeroSlide[];

function renderHero() {
  return render(
    <MemoryRouter>
      <HeroCarousel slides={slides} />
    </MemoryRouter>,
  );
}

function activeIndex(): number {
  const dots = within(screen.getByRole('group', { name: 'Choisir une diapositive' })).getAllByRole('button');
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every HERO_INTERVAL', () => {
    renderHero();
    act(() => {
      vi.advanceTimersByTime(HERO_INTERVAL - 1);
    });
    expect(activeIndex()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeIndex()).toBe(1);
  });

  it('makes every slide title an h2, never the page heading', () => {
    renderHero();
    expect(screen.queryByRole('heading', { level: 1, hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent)).toEqual(
      slides.map((s) => s.title),
    );
  });

  it('has dots and a pause control but no arrows', () => {
    renderHero();
    expect(screen.getAllByRole('button', { name: /^Diapositive \d/ })).toHaveLength(slides.length);
    expect(screen.queryByRole('button', { name: 'Diapositive suivante' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
  });

  it('renders the calls to action as router links', () => {
    renderHero();
    const first = screen.getAllByRole('group', { name: /sur/ })[0];
    expect(within(first).getByRole('link', { name: 'Demander un audit gratuit' })).toHaveAttribute('href', '/contact');
    expect(within(first).getByRole('link', { name: 'Découvrir la téléphonie' })).toHaveAttribute('href', '/telephonie');
  });

  it('loads the first image eagerly with high priority; the others are placeholders until about to show', () => {
    const html = renderToString(
      <MemoryRouter>
        <HeroCarousel slides={slides} />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // Outside <noscript>: what a browser with JavaScript fetches.
    const images = [...doc.querySelectorAll('img')].filter((img) => !img.closest('noscript'));
    expect(images).toHaveLength(slides.length);
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    for (const [index, img] of images.slice(1).entries()) {
      expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.closest('picture')).toBeNull();
      expect(img.getAttribute('alt')).toBe(slides[index + 1].img.alt);
    }
    // Without JavaScript the real pictures are in <noscript>, lazy.
    const fallback = [...doc.querySelectorAll('noscript img')];
    expect(fallback).toHaveLength(slides.length - 1);
    for (const img of fallback) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('src')).toMatch(/-1024\.webp$/);
    }
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('1536');
      expect(img.getAttribute('height')).toBe('864');
    }
    // Hero width order: the fallback src is the 1024 px rendition.
    expect(images[0].getAttribute('src')).toBe('/static/img-opti/hero/hero-telephonie-1024.jpg');
    const sources = doc.querySelectorAll('picture')[0].querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // Every slide is in the server HTML, none inert: reachable without JavaScript.
    expect(html).not.toContain('inert');
    for (const slide of slides) expect(html).toContain(slide.title.replace(/'/g, '&#x27;'));
  });

  it('renders nothing without slides (hero file failed)', () => {
    const { container } = render(
      <MemoryRouter>
        <HeroCarousel slides={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
