import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './safeStorage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  ['localStore', localStore, 'localStorage'],
  ['sessionStore', sessionStore, 'sessionStorage'],
] as const)('%s', (_name, store, area) => {
  it('reads, writes and removes through the browser storage', () => {
    expect(store.setItem('k', 'v')).toBe(true);
    expect(window[area].getItem('k')).toBe('v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
  });

  it('never throws where reaching the storage itself throws (storage blocked)', () => {
    vi.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => window[area]).toThrow();
    expect(store.getItem('k')).toBeNull();
    expect(store.setItem('k', 'v')).toBe(false);
    expect(() => store.removeItem('k')).not.toThrow();
  });

  it('never throws where every call throws (quota exceeded, access denied)', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
    }
    expect(store.getItem('k')).toBeNull();
    expect(store.setItem('k', 'v')).toBe(false);
    expect(() => store.removeItem('k')).not.toThrow();
  });
});
