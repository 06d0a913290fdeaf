// Server entry, loaded by ssr-server/server.mjs: render(url, props) -> {html}.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import App from './App';
import { loadPageComponent } from './routes';
import type { PageProps } from './types';

export async function render(url: string, props: PageProps): Promise<{ html: string }> {
  await loadPageComponent(props.route.key);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialProps={props} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html };
}
