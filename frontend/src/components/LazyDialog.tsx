// Loads a dialog's code the first time it is opened. The review and
// threat-map modals are always mounted in the shell (spec §2) but rarely
// used: keeping them out of the entry bundle saves every visitor their
// bytes on a slow connection. Closed dialogs render nothing on the server
// either, so hydration is unaffected.
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { useDialogOpen, type DialogName } from '../lib/dialogs';

export function lazyDialog(name: DialogName, load: () => Promise<{ default: ComponentType }>) {
  const Dialog = lazy(load);
  return function LazyDialog() {
    const open = useDialogOpen(name);
    const [wanted, setWanted] = useState(false);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    );
  };
}
