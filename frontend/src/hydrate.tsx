// Hydrates the server's HTML with the same props, or renders from scratch when
// the renderer was unavailable (Django then sends an empty #root and the page
// must still work). Loaded by entry-client.tsx after the first paint.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import { loadPageComponent } from './routes';
import { loadShell } from './components/shell/loadShell';
import type { PageProps } from './types';
import './styles/global.css';

export async function start(): Promise<void> {
  const propsElement = document.getElementById('page-props');
  const container = document.getElementById('root');
  if (!propsElement || !container) throw new Error('#page-props or #root missing');
  const props = JSON.parse(propsElement.textContent ?? '{}') as PageProps;
  // The page's chunk must be loaded before hydrating, or React would render
  // something else than the server's HTML.
  await Promise.all([loadPageComponent(props.route.key), props.shell ? loadShell() : null]);
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
