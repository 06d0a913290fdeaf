import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Marquee, { IMAGE_WAIT_CAP, marqueeDuration, waitForImages, type MarqueeProps } from './Marquee';
import { installPointerEvent } from '../../lib/motionTesting';

const NAMES = ['Boulangeries Maréchal', 'Optique Vernier', 'Pharmacie du Parc'];
const LIST_WIDTH = 700;

function renderMarquee(props: Partial<MarqueeProps<string>> = {}) {
  return render(
    <Marquee
      items={NAMES}
      itemKey={(name) => name}
      renderItem={(name) => <span>{name}</span>}
      speed={35}
      playing
      label="Nos clients"
      {...props}
    />,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The loop starts on the next animation frame. */
function nextFrame() {
  advance(16);
}

function region() {
  return screen.getByRole('region', { name: 'Nos clients' });
}

/** An <img> the browser has not finished loading. */
function pendingImage(): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { value: false });
  return img;
}

describe('marqueeDuration', () => {
  it('is the width of one copy divided by the speed in px/s', () => {
    expect(marqueeDuration(700, 35)).toBe(20);
    expect(marqueeDuration(640, 32)).toBe(20);
    expect(marqueeDuration(560, 28)).toBe(20);
    expect(marqueeDuration(900, 30)).toBe(30);
    expect(marqueeDuration(0, 35)).toBe(0);
  });
});

describe('waitForImages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is done at once when every image is already there', () => {
    const root = document.createElement('div');
    const done = vi.fn();
    waitForImages(root, IMAGE_WAIT_CAP, done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is done when the last image loads or fails', () => {
    const root = document.createElement('div');
    const [a, b] = [pendingImage(), pendingImage()];
    root.append(a, b);
    const done = vi.fn();
    waitForImages(root, IMAGE_WAIT_CAP, done);
    a.dispatchEvent(new Event('load'));
    expect(done).not.toHaveBeenCalled();
    b.dispatchEvent(new Event('error'));
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits IMAGE_WAIT_CAP at most', () => {
    const root = document.createElement('div');
    root.append(pendingImage());
    const done = vi.fn();
    waitForImages(root, IMAGE_WAIT_CAP, done);
    vi.advanceTimersByTime(IMAGE_WAIT_CAP - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const root = document.createElement('div');
    root.append(pendingImage());
    const done = vi.fn();
    const cancel = waitForImages(root, IMAGE_WAIT_CAP, done);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Marquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installPointerEvent();
    vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: LIST_WIDTH,
    } as DOMRect);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts as a static, keyboard-scrollable row (the server HTML)', () => {
    renderMarquee({ playing: false });
    nextFrame();
    expect(region()).toHaveAttribute('data-state', 'static');
    expect(region()).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('duplicates the list once started, the copy hidden from assistive technologies', () => {
    renderMarquee();
    expect(region()).toHaveAttribute('data-state', 'static');
    nextFrame();
    expect(region()).toHaveAttribute('data-state', 'running');
    const lists = region().querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('aria-hidden');
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]).toHaveAttribute('inert');
    expect([...lists[1].querySelectorAll('li')].map((li) => li.textContent)).toEqual(NAMES);
    // Only the first copy is exposed.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(region()).not.toHaveAttribute('tabindex');
  });

  it('turns its speed in px/s into the loop duration', () => {
    renderMarquee({ speed: 35 });
    nextFrame();
    const track = region().querySelector<HTMLElement>('.marquee__track')!;
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('20.00s');
  });

  it('waits for its images, IMAGE_WAIT_CAP at most, before starting', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    render(
      <Marquee
        items={NAMES}
        itemKey={(n) => n}
        renderItem={(n) => <img src={`/static/${n}.png`} alt={n} width={160} height={80} />}
        speed={35}
        playing
        label="Nos clients"
      />,
    );
    expect(region()).toHaveAttribute('data-state', 'static');
    nextFrame();
    advance(IMAGE_WAIT_CAP - 1);
    expect(region()).toHaveAttribute('data-state', 'static');
    advance(1);
    expect(region()).toHaveAttribute('data-state', 'running');
    complete.mockRestore();
  });

  it('starts as soon as its images have loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    render(
      <Marquee
        items={NAMES}
        itemKey={(n) => n}
        renderItem={(n) => <img src={`/static/${n}.png`} alt={n} width={160} height={80} />}
        speed={35}
        playing
        label="Nos clients"
      />,
    );
    nextFrame();
    act(() => {
      for (const img of region().querySelectorAll('img')) img.dispatchEvent(new Event('load'));
    });
    expect(region()).toHaveAttribute('data-state', 'running');
  });

  it('pauses on hover and when told to stop', () => {
    const { rerender } = renderMarquee();
    nextFrame();
    fireEvent.pointerOver(region());
    expect(region()).toHaveAttribute('data-state', 'paused');
    fireEvent.pointerOut(region());
    expect(region()).toHaveAttribute('data-state', 'running');
    rerender(
      <Marquee
        items={NAMES}
        itemKey={(n) => n}
        renderItem={(n) => <span>{n}</span>}
        speed={35}
        playing={false}
        label="Nos clients"
      />,
    );
    expect(region()).toHaveAttribute('data-state', 'paused');
  });

  it('stays static with a single item or without a width (row hidden by CSS)', () => {
    renderMarquee({ items: ['Entreprise cliente'], label: 'Seul' });
    nextFrame();
    expect(screen.getByRole('region', { name: 'Seul' })).toHaveAttribute('data-state', 'static');
    vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 0 } as DOMRect);
    renderMarquee();
    nextFrame();
    expect(region()).toHaveAttribute('data-state', 'static');
  });
});
