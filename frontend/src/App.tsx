// The application: the shell around the page of the current location.
//
// Navigation is driven by react-router-dom's declarative router. When the
// location changes, the page shown stays the old one until Django has sent
// the next page's props (and its code chunk is loaded); only then does the
// view switch, so every navigation "completes" with full data (spec §2).
//
// Django matches the path (content/routes.json) and names the page in its
// props, so the page is rendered directly: no <Routes>/<Route path="*">,
// whose matching code (about 1.6 KB brotli, issue 18's script budget) only
// ever matched that one catch-all. The pages' links are absolute paths, so
// they do not depend on a route context.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import Shell from './components/layout/Shell';
import { PagePropsContext } from './lib/pageProps';
import { fetchPageProps } from './lib/fetchPageProps';
import { rememberScrollPosition, useScrollRestoration } from './lib/useScrollRestoration';
import { loadPageComponent, pageFor } from './routes';
import { REDIRECTS } from './routeTable';
import type { PageProps } from './types';

interface View {
  location: Location;
  props: PageProps;
  /** Reached by Back/Forward: restore the scroll position instead of going to the top. */
  isPop: boolean;
}

function CurrentPage({ routeKey }: { routeKey: string }) {
  const Page = pageFor(routeKey);
  return <Page />;
}

export default function App({ initialProps }: { initialProps: PageProps }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ location, props: initialProps, isPop: true });
  const [loading, setLoading] = useState(false);
  const shownKey = useRef(location.key);

  useEffect(() => {
    if (location.key === shownKey.current) return;
    const redirect = REDIRECTS[location.pathname];
    if (redirect) {
      navigate(redirect + location.search + location.hash, { replace: true });
      return;
    }
    rememberScrollPosition(shownKey.current);
    // Same page, another #fragment: no fetch, just scroll.
    if (location.pathname === view.location.pathname && location.search === view.location.search) {
      shownKey.current = location.key;
      setView((current) => ({ location, props: current.props, isPop: navigationType === 'POP' }));
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetchPageProps(location.pathname + location.search, controller.signal)
      .then(async (props) => {
        await loadPageComponent(props.route.key, { sections: true });
        if (controller.signal.aborted) return;
        shownKey.current = location.key;
        setView({ location, props, isPop: navigationType === 'POP' });
        setLoading(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // Offline or server error: let the browser load the page itself.
        window.location.assign(location.pathname + location.search + location.hash);
      });
    return () => controller.abort();
  }, [location, navigate, navigationType, view.location.pathname, view.location.search]);

  useScrollRestoration(view.location, view.isPop);

  // Lets tests (and CSS, if ever needed) know that React has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <PagePropsContext.Provider value={view.props}>
      <Shell loading={loading}>
        {/* The boundary lets a page hydrated on first use (routes.tsx) keep
            the server's HTML until its chunk arrives; a loaded page never
            suspends, so its fallback is never shown. */}
        <Suspense fallback={null}>
          <CurrentPage routeKey={view.props.route.key} />
        </Suspense>
      </Shell>
    </PagePropsContext.Provider>
  );
}
