// Browser entry: hydrate the server's HTML with the same props, or render
// from scratch when the renderer was unavailable (Django then sends an empty
// #root and the page must still work).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import { loadPageComponent } from './routes';
import { loadScrollTimelinePolyfill } from './lib/polyfills';
import type { PageProps } from './types';
import './styles/global.css';

async function start(): Promise<void> {
  const propsElement = document.getElementById('page-props');
  const container = document.getElementById('root');
  if (!propsElement || !container) throw new Error('#page-props or #root missing');
  const props = JSON.parse(propsElement.textContent ?? '{}') as PageProps;
  // The page's chunk must be loaded before hydrating, or React would render
  // something else than the server's HTML.
  await loadPageComponent(props.route.key);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App initialProps={props} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// Spec §7: only browsers without scroll-driven animations fetch the polyfill.
loadScrollTimelinePolyfill();

start().catch((error: unknown) => {
  // Spec §8: a startup failure is reported on the console only; the
  // server-rendered page stays readable.
  console.error('Démarrage du site impossible :', error);
});
