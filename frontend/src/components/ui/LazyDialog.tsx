// Loads a dialog's code the first time it is opened. The review and
// threat-map modals are always mounted in the shell (spec §2) but rarely
// used: keeping them out of the entry bundle saves every visitor their
// bytes on a slow connection. Closed dialogs render nothing on the server
// either, so hydration is unaffected.
//
// No React.lazy/Suspense here: Suspense throttles the reveal of suspended
// content with a timer, which would delay the dialog for no benefit.
import { useEffect, useState, type ComponentType } from 'react';
import { useDialogOpen, type DialogName } from '../../lib/dialogs';

export function lazyDialog(name: DialogName, load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  return function LazyDialog() {
    const open = useDialogOpen(name);
    const [Dialog, setDialog] = useState<ComponentType | null>(() => loaded);

    useEffect(() => {
      if (!open || Dialog) return;
      let cancelled = false;
      load()
        .then((module) => {
          loaded = module.default;
          if (!cancelled) setDialog(() => module.default);
        })
        .catch((error: unknown) => console.error('Chargement de la fenêtre impossible :', error));
      return () => {
        cancelled = true;
      };
    }, [open, Dialog]);

    return Dialog ? <Dialog /> : null;
  };
}
