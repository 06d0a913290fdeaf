// false while the server renders and while React hydrates, true afterwards
// (without a mismatch: the server snapshot is used during hydration). For
// controls that only work with JavaScript: the server's HTML offers the
// no-JavaScript path, the hydrated page swaps in the scripted control.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
