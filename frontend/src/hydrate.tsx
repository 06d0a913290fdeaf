// Hydrates the server's HTML with the same props, or renders from scratch when
// the renderer was unavailable (Django then sends an empty #root and the page
// must still work). Loaded by entry-client.tsx after the first paint.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import { hydratesOnUse, loadPageComponent, markPageHydrated, pageHydrated } from './routes';
import { firstUse, holdUntilHydrated } from './lib/hydrateOnUse';
import { wholeProps } from './lib/wholeProps';
import { loadShell } from './components/shell/loadShell';
import type { PageProps } from './types';
import './styles/global.css';

export async function start(): Promise<void> {
  const propsElement = document.getElementById('page-props');
  const container = document.getElementById('root');
  if (!propsElement || !container) throw new Error('#page-props or #root missing');
  const props = JSON.parse(propsElement.textContent ?? '{}') as PageProps;
  // The page's chunk must be loaded before hydrating, or React would render
  // something else than the server's HTML; except for a page hydrated on
  // first use (routes.tsx), which keeps the server's HTML until then, and
  // whose clicks and submits wait for it (lib/hydrateOnUse.ts). Not inside
  // the optional page shell (routes.tsx, hydratesOnUse): the shell's frame
  // re-renders right after hydration, a case this mode was never tried in.
  const onUse = hydratesOnUse(props) && container.firstElementChild !== null;
  await Promise.all([onUse ? null : loadPageComponent(props.route.key), props.shell ? loadShell() : null]);
  if (onUse) {
    holdUntilHydrated(document.getElementById('contenu') ?? container, pageHydrated);
    // A legal page's prose was left out of the embedded props (its words are
    // in the HTML): fetched at the same first use as the page's chunk.
    if ((props.page as { prose?: unknown }).prose === null) void firstUse().then(() => wholeProps(props.route.path));
  } else markPageHydrated();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App initialProps={props} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of blocking the main thread for the whole page (Total Blocking Time).
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
