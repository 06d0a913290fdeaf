// The prose of a legal page shown at load: left out of the embedded props
// (website/pages.py: embedded_props), it comes with the page's JSON answer
// (lib/wholeProps.ts) before the page hydrates. React keeps the server's HTML
// while the page waits (the Suspense boundary around it: App.tsx).
import type { LegalPage, LegalProse } from '../../content/types.generated';
import { wholeProps } from '../../lib/wholeProps';
import { markPageHydrated } from '../../routes';
import type { PageProps } from '../../types';

const completing = new Map<string, Promise<LegalProse>>();

/** The prose of these props, fetched once; never settles if it cannot be fetched. */
export function deferredProse(props: PageProps<LegalPage>): Promise<LegalProse> {
  const path = props.route.path;
  let prose = completing.get(path);
  if (!prose) {
    prose = wholeProps<LegalPage>(path).then(
      (whole) => {
        const fetched = whole.page.prose!;
        // Completes, in place, the props the page hydrates with.
        props.page.prose = fetched;
        return fetched;
      },
      (error: unknown) => {
        console.error('Texte de la page non chargé, elle reste telle que le serveur l’a envoyée :', error);
        // Its clicks go to the browser as they are (links navigate), as when
        // the page's chunk cannot be loaded (lib/hydrateOnUse.ts).
        markPageHydrated();
        return new Promise<never>(() => {});
      },
    );
    completing.set(path, prose);
  }
  return prose;
}
