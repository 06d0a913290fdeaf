import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Reveal, { REVEAL_ROOT_MARGIN } from './Reveal';
import { FakeIntersectionObserver, mockReducedMotion } from '../../lib/motionTesting';

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

describe('Reveal', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install();
    mockReducedMotion(false);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is visible in the server HTML (no JavaScript needed)', () => {
    const html = renderToString(<Reveal as="section">Infogérance</Reveal>);
    expect(html).toContain('class="reveal"');
    expect(html).not.toContain('reveal--armed');
    expect(html).toContain('Infogérance');
  });

  it('below the fold: armed, then "in" once it crosses the 10 % bottom margin', () => {
    placeAt(2000);
    render(<Reveal>Coffre-fort d'accès</Reveal>);
    const element = screen.getByText("Coffre-fort d'accès");
    expect(element).toHaveClass('reveal--armed');
    expect(element).not.toHaveClass('in');
    const observer = FakeIntersectionObserver.last();
    expect(observer.options.rootMargin).toBe(REVEAL_ROOT_MARGIN);
    act(() => observer.report(0));
    expect(element).toHaveClass('reveal--armed');
    act(() => observer.report(0.3));
    expect(element).toHaveClass('in');
    expect(element).not.toHaveClass('reveal--armed');
    expect(observer.disconnected).toBe(true);
  });

  it('already on screen: "in" at once, never hidden', () => {
    placeAt(100);
    render(<Reveal>Téléphonie</Reveal>);
    expect(screen.getByText('Téléphonie')).toHaveClass('in');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('in the bottom tenth of the screen (hydrated late, already seen): "in" at once, never hidden', () => {
    placeAt(window.innerHeight - 20);
    render(<Reveal>Cybersécurité</Reveal>);
    expect(screen.getByText('Cybersécurité')).toHaveClass('in');
    expect(screen.getByText('Cybersécurité')).not.toHaveClass('reveal--armed');
  });

  it('under prefers-reduced-motion: never hidden', () => {
    mockReducedMotion(true);
    placeAt(2000);
    render(<Reveal>Internet</Reveal>);
    expect(screen.getByText('Internet')).toHaveClass('in');
    expect(screen.getByText('Internet')).not.toHaveClass('reveal--armed');
  });

  it('disconnects its observer when unmounted', () => {
    placeAt(2000);
    const { unmount } = render(<Reveal>Cybersécurité</Reveal>);
    const observer = FakeIntersectionObserver.last();
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
