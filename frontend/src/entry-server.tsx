// Server entry, loaded by ssr-server/server.mjs: render(url, props) -> {html}.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './App';
import { loadPageComponent, PAGE_MODULES } from './routes';
import { loadShell } from './components/shell/loadShell';
import type { PageProps } from './types';

export async function render(url: string, props: PageProps): Promise<{ html: string }> {
  await Promise.all([loadPageComponent(props.route.key, { sections: true }), props.shell ? loadShell() : null]);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialProps={props} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html };
}

/**
 * Loads every page module before the renderer accepts requests: the first
 * render of a page would otherwise pay for loading and compiling its chunk
 * and could exceed Django's 1 s timeout.
 */
export async function warmUp(): Promise<void> {
  await Promise.all([
    ...Object.keys(PAGE_MODULES).map((key) => loadPageComponent(key, { sections: true })),
    loadShell(),
  ]);
}
