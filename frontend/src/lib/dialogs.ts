// The "service" through which modals open (spec §4: the threat-map modal
// "opens through a service"; the review modal opens from the testimonials).
// A tiny store: any component can open a dialog, the dialog component in the
// shell subscribes to its own name.
import { useSyncExternalStore } from 'react';

export type DialogName = 'review' | 'threatMap';

let openDialog: DialogName | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openDialogNamed(name: DialogName): void {
  openDialog = name;
  emit();
}

export function closeDialog(): void {
  openDialog = null;
  emit();
}

export const openReviewModal = (): void => openDialogNamed('review');
export const openThreatMap = (): void => openDialogNamed('threatMap');

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the named dialog is open. */
export function useDialogOpen(name: DialogName): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openDialog === name,
    () => false,
  );
}
