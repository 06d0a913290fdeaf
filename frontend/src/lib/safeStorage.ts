// Web storage that never throws. Where the browser blocks storage (cookies
// disabled, some private modes, a sandboxed frame) merely reading
// window.localStorage throws a SecurityError, and a full quota makes setItem
// throw. Every front-end access goes through here, so blocked storage only
// means that nothing is remembered; on the server there is no storage at all.

/** getItem, setItem and removeItem that never throw. */
export interface SafeStorage {
  /** The stored string; null when absent or when storage is unusable. */
  getItem(key: string): string | null;
  /** Stores the string; false when storage is blocked or full. */
  setItem(key: string, value: string): boolean;
  /** Removes the key; nothing happens when storage is unusable. */
  removeItem(key: string): void;
}

type Area = 'localStorage' | 'sessionStorage';

function safeStorage(area: Area): SafeStorage {
  // The area is looked up on every call: it is absent on the server, and the
  // property access itself is what throws where storage is blocked.
  const attempt = <T>(run: (storage: Storage) => T, fallback: T): T => {
    try {
      return typeof window === 'undefined' ? fallback : run(window[area]);
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) =>
      attempt((storage) => {
        storage.setItem(key, value);
        return true;
      }, false),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** window.localStorage, guarded. */
export const localStore: SafeStorage = safeStorage('localStorage');
/** window.sessionStorage, guarded. */
export const sessionStore: SafeStorage = safeStorage('sessionStorage');
