// A section hydrated near the viewport whose props the server's HTML left out
// (website/pages.py: embedded_props): it fetches them with its code, then
// hydrates the server's HTML without a mismatch (issue 18: /home's HTML budget).
import { act, createContext, use, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferredSection } from './deferredSection';
import { PagePropsContext, usePageProps } from './pageProps';
import type { PageProps } from '../types';

interface Page {
  sections: { quote: string } | null;
}

function Below() {
  const { quote } = usePageProps<Page>().page.sections!;
  const [liked, setLiked] = useState(false);
  return (
    <section>
      <blockquote>{quote}</blockquote>
      <button type="button" onClick={() => setLiked(true)}>
        {liked ? 'Merci' : 'J’aime'}
      </button>
    </section>
  );
}

const whole = { route: { key: 'home', path: '/home' }, page: { sections: { quote: 'Un support réactif.' } } };

function props(sections: Page['sections']): PageProps {
  return { ...whole, page: { sections } } as unknown as PageProps;
}

function tree(Section: () => React.JSX.Element, value: PageProps) {
  return (
    <PagePropsContext.Provider value={value}>
      <Section />
    </PagePropsContext.Provider>
  );
}

let root: Root | null = null;

beforeAll(() => {
  // act() outside React Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's HTML (whole props), hydrated with the props the page embeds. */
async function hydrateEmbedded(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const Section = deferredSection(() => Promise.resolve({ default: Below }));
  // The server loads the section's code first and renders it whole.
  await Section.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(Section, props(whole.page.sections)));
  document.body.append(container);
  const embedded = props(null);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree(Section, embedded), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // jsdom has no IntersectionObserver: the section counts as near at once.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { container, embedded, recoverable };
}

describe('deferredSection', () => {
  it('fetches the sections props the HTML left out and hydrates with them, without a mismatch', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(whole), { status: 200 })));
    const { container, embedded, recoverable } = await hydrateEmbedded(fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/home',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    ]);
    expect(recoverable).toEqual([]);
    // The page's props are completed for whatever reads them later.
    expect(embedded.page.sections).toEqual(whole.page.sections);
    expect(container.querySelector('blockquote')!.textContent).toBe('Un support réactif.');
    // Hydrated: its button works.
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Merci');
  });

  it('keeps the server HTML as it is when the props cannot be fetched', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    const { container, recoverable } = await hydrateEmbedded(fetchMock);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Section non chargée'), expect.any(Error));
    expect(recoverable).toEqual([]);
    expect(container.querySelector('blockquote')!.textContent).toBe('Un support réactif.');
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('J’aime');
  });

  it('asks for nothing when the page props carry their sections', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const Section = deferredSection(() => Promise.resolve({ default: Below }));
    await Section.load();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(tree(Section, props(whole.page.sections)));
    });
    expect(container.querySelector('blockquote')!.textContent).toBe('Un support réactif.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the server HTML while its code loads when the page renders again, a popstate included', async () => {
    // The server rendered the section with its code loaded...
    const OnServer = deferredSection(() => Promise.resolve({ default: Below }));
    await OnServer.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(OnServer, props(whole.page.sections)));
    document.body.append(container);
    const quote = container.querySelector('blockquote')!;
    // ...the browser is still loading it.
    let arrive: () => void = () => {};
    const code = new Promise<{ default: typeof Below }>((resolve) => (arrive = () => resolve({ default: Below })));
    const Section = deferredSection(() => code);
    // A page rendered again at each location change, as App is: react-router
    // provides the location in a context, which changes, and App reads it. A
    // #fragment link of the same page is such a change; the browser scrolls to
    // the fragment afterwards, so it must still be there. React 19 renders
    // react-router's transition at once inside a popstate (its check runs in
    // a microtask, after the dispatch under act(), so the update is given
    // that priority directly here).
    const LocationContext = createContext(0);
    function Router({ children }: { children: React.ReactNode }) {
      const [visits, setVisits] = useState(0);
      useEffect(() => {
        const onPopState = () => setVisits((n) => n + 1);
        window.addEventListener('popstate', onPopState);
        return () => window.removeEventListener('popstate', onPopState);
      }, []);
      return <LocationContext.Provider value={visits}>{children}</LocationContext.Provider>;
    }
    function Page() {
      use(LocationContext);
      return <Section />;
    }
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Router>
          <PagePropsContext.Provider value={props(whole.page.sections)}>
            <Page />
          </PagePropsContext.Provider>
        </Router>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(quote.isConnected).toBe(true);
    expect(container.querySelector('blockquote')).toBe(quote);
    // The code arrives: the same HTML is hydrated, nothing is rendered again.
    await act(async () => {
      arrive();
      await code;
    });
    expect(container.querySelector('blockquote')).toBe(quote);
    expect(recoverable).toEqual([]);
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Merci');
  });
});
