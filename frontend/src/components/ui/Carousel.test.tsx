import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Carousel, { DEFAULT_CAROUSEL_INTERVAL, PRELOAD_LEAD, wrapIndex, type CarouselProps } from './Carousel';
import { installPointerEvent, mockReducedMotion } from '../../lib/motionTesting';

const SLIDES = ['Téléphonie', 'Internet', 'Infogérance'];

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(
    <Carousel
      items={SLIDES}
      label="Nos offres"
      slideName={(title) => title}
      renderSlide={(title) => <h2>{title}</h2>}
      {...props}
    />,
  );
}

function activeIndex(): number {
  const dots = within(screen.getByRole('group', { name: 'Choisir une diapositive' })).getAllByRole('button');
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    installPointerEvent();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is an accessible carousel region with one group per slide', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Nos offres' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const slides = screen.getAllByRole('group', { name: /sur 3$/ });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 sur 3', '2 sur 3', '3 sur 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositive');
    // Once hydrated, only the active slide is reachable.
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Diapositive 2 : Internet' })).toBeInTheDocument();
  });

  it('advances every DEFAULT_CAROUSEL_INTERVAL by default and wraps around forward', () => {
    renderCarousel();
    expect(activeIndex()).toBe(0);
    advance(DEFAULT_CAROUSEL_INTERVAL - 1);
    expect(activeIndex()).toBe(0);
    advance(1);
    expect(activeIndex()).toBe(1);
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(2);
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(0);
  });

  it('advances backward and wraps around from the first slide to the last', () => {
    renderCarousel({ direction: 'backward', interval: 10000 });
    advance(10000);
    expect(activeIndex()).toBe(2);
    advance(10000);
    expect(activeIndex()).toBe(1);
  });

  it('keeps the live region off while rotating, polite once stopped', () => {
    renderCarousel();
    const viewport = screen.getAllByRole('group', { name: /sur 3$/ })[0].parentElement!;
    expect(viewport).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: /^Pause/ }));
    expect(viewport).toHaveAttribute('aria-live', 'polite');
  });

  it('an indicator dot selects its slide and restarts the timer', () => {
    renderCarousel();
    advance(DEFAULT_CAROUSEL_INTERVAL / 2);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive 3 : Infogérance' }));
    expect(activeIndex()).toBe(2);
    expect(screen.getAllByRole('group', { name: /sur 3$/ })[2]).not.toHaveAttribute('inert');
    advance(DEFAULT_CAROUSEL_INTERVAL - 1);
    expect(activeIndex()).toBe(2);
    advance(1);
    expect(activeIndex()).toBe(0);
  });

  it('←/→ select the previous/next slide, wrapping, while focus is inside', () => {
    renderCarousel();
    const first = screen.getByRole('button', { name: 'Diapositive 1 : Téléphonie' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(activeIndex()).toBe(2);
    // The focus follows the selected dot.
    expect(screen.getByRole('button', { name: 'Diapositive 3 : Infogérance' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(activeIndex()).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(activeIndex()).toBe(1);
    // Other keys (and arrows with a modifier) do nothing.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', altKey: true });
    expect(activeIndex()).toBe(1);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Nos offres' });
    fireEvent.pointerOver(region);
    advance(4 * DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(0);
    fireEvent.pointerOut(region);
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(1);
  });

  it('a touch does not count as hover', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Nos offres' });
    fireEvent.pointerOver(region, { pointerType: 'touch' });
    expect(region).toHaveAttribute('data-rotating', 'true');
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(1);
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    render(
      <>
        <Carousel items={SLIDES} label="Nos offres" slideName={(t) => t} renderSlide={(t) => <h2>{t}</h2>} />
        <button type="button">Ailleurs</button>
      </>,
    );
    const dot = screen.getByRole('button', { name: 'Diapositive 2 : Internet' });
    act(() => dot.focus());
    advance(4 * DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(0);
    // Moving between controls of the carousel keeps it paused.
    act(() => screen.getByRole('button', { name: 'Diapositive 3 : Infogérance' }).focus());
    advance(4 * DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Ailleurs' }).focus());
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(1);
  });

  it('has a visible pause/play control', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause : rotation automatique du carrousel' }));
    advance(6 * DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture : rotation automatique du carrousel' }));
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(1);
  });

  it('puts the pause control first, before the slides (tab order, and on screen on a phone)', () => {
    renderCarousel();
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Pause : rotation automatique du carrousel');
    const firstSlide = screen.getByRole('group', { name: '1 sur 3' });
    expect(buttons[0].compareDocumentPosition(firstSlide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not rotate on its own under prefers-reduced-motion, until asked to', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(6 * DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(0);
    // Manual selection still works.
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive 2 : Internet' }));
    expect(activeIndex()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture : rotation automatique du carrousel' }));
    advance(DEFAULT_CAROUSEL_INTERVAL);
    expect(activeIndex()).toBe(2);
  });

  it('shows previous/next arrows unless told not to', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(activeIndex()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(activeIndex()).toBe(0);
  });

  it('the hero hides the arrows', () => {
    renderCarousel({ showArrows: false });
    expect(screen.getByRole('button', { name: 'Diapositive 1 : Téléphonie' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diapositive précédente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diapositive suivante' })).not.toBeInTheDocument();
  });

  it('a single slide has no controls and never moves', () => {
    render(<Carousel items={['Seule']} label="Une" slideName={(t) => t} renderSlide={(t) => <p>{t}</p>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a slide load its images only when it is about to show, or once the carousel is reached', () => {
    const readiness = () => screen.getAllByTestId('slide').map((slide) => slide.dataset.ready);
    const props = {
      renderSlide: (title: string, _: number, ready: boolean) => (
        <h2 data-testid="slide" data-ready={ready}>
          {title}
        </h2>
      ),
    };
    const { unmount } = renderCarousel(props);
    expect(readiness()).toEqual(['true', 'false', 'false']);
    advance(DEFAULT_CAROUSEL_INTERVAL - PRELOAD_LEAD);
    expect(readiness()).toEqual(['true', 'true', 'false']);
    unmount();
    renderCarousel(props);
    fireEvent.focus(screen.getByRole('group', { name: 'Choisir une diapositive' }).querySelector('button')!);
    expect(readiness()).toEqual(['true', 'true', 'true']);
  });

  it('leaves no timer behind when unmounted', () => {
    const { unmount } = renderCarousel();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
