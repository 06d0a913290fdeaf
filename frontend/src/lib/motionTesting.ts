// Test doubles for the browser APIs jsdom lacks, used by the unit tests of the
// moving components (never imported by the application).
import { vi } from 'vitest';

/** Makes matchMedia() match the queries that contain one of `matching`. */
export function mockMatchMedia(matching: string[]): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matching.some((part) => query.includes(part)),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** Makes matchMedia('(prefers-reduced-motion: reduce)') match or not. */
export function mockReducedMotion(reduce: boolean): void {
  mockMatchMedia(reduce ? ['prefers-reduced-motion'] : []);
}

/** An IntersectionObserver whose entries the test decides. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.disconnected = true;
    this.targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed target at the given visible ratio. */
  report(ratio: number): void {
    const entries = [...this.targets].map(
      (target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  static last(): FakeIntersectionObserver {
    const observer = FakeIntersectionObserver.instances.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    return observer;
  }
}

/** jsdom has no PointerEvent: without it, pointerType never reaches React. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventStub extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  vi.stubGlobal('PointerEvent', PointerEventStub);
}
