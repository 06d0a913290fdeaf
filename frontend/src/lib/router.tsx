// The site's client-side router: the few pieces of react-router-dom the app
// used (a browser, a static and a memory router; Link, NavLink; useLocation,
// useNavigate, useNavigationType), in about 1 KB instead of react-router's
// 11 KB compressed (issue 18, docs/performance.md: the script budget of 80 KB
// per route leaves React's 69 KB and little else). There is no route
// matching: Django decides which page a URL is (content/routes.json) and
// App.tsx shows the page of the props it receives.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Identifies the history entry (scroll positions are kept per key). */
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router component (BrowserRouter, StaticRouter, MemoryRouter) must wrap the app');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): Navigate => useRouter().navigate;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A path (with its search and hash) as a location; relative to `base` for the browser. */
export function parsePath(path: string, key = 'default', base = 'http://localhost'): Location {
  const url = new URL(path, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function browserLocation(): Location {
  const state = window.history.state as { key?: string } | null;
  return parsePath(window.location.href, state?.key ?? 'default', window.location.href);
}

/** The router of the browser: the History API, Back/Forward through popstate. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: browserLocation(),
    navigationType: 'POP',
  }));
  useEffect(() => {
    const onPop = () => setState({ location: browserLocation(), navigationType: 'POP' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>((to, options) => {
    const key = newKey();
    const url = new URL(to, window.location.href);
    if (options?.replace) window.history.replaceState({ key }, '', url);
    else window.history.pushState({ key }, '', url);
    setState({ location: browserLocation(), navigationType: options?.replace ? 'REPLACE' : 'PUSH' });
  }, []);
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The server's router: one location, no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(
    () => ({
      location: parsePath(location),
      navigationType: 'POP',
      navigate: () => {
        throw new Error('StaticRouter cannot navigate');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router kept in memory (unit tests): starts at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: parsePath(initialEntries[initialEntries.length - 1] ?? '/'),
    navigationType: 'POP',
  }));
  const navigate = useCallback<Navigate>((to, options) => {
    setState((current) => ({
      location: parsePath(to, newKey(), 'http://localhost' + current.location.pathname),
      navigationType: options?.replace ? 'REPLACE' : 'PUSH',
    }));
  }, []);
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** Whether the browser should handle this click itself (new tab, download, another window…). */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (!!target && target !== '_self')
  );
}

/** A plain <a href> that, on a simple click, navigates without reloading the document. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useRouter();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, target)) return;
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) return;
        event.preventDefault();
        navigate(url.pathname + url.search + url.hash, { replace });
      }}
    />
  );
}

/** Whether a link to `to` is the current page (react-router's rule: the path or one of its descendants; "/" only itself). */
export function isCurrent(to: string, pathname: string): boolean {
  const target = parsePath(to).pathname.replace(/\/+$/, '');
  if (!target) return pathname === '/';
  return pathname === target || pathname.startsWith(target + '/');
}

/** A Link marked aria-current="page" (and class "active") when it points at the current page. */
export function NavLink({ className, ...props }: LinkProps) {
  const { location } = useRouter();
  const current = isCurrent(props.to, location.pathname);
  return (
    <Link
      {...props}
      className={[className, current ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
}

/** Shows its children at another location than the router's: the page still on screen while the next one loads (App.tsx). */
export function ShownLocation({ location, children }: { location: Location; children: ReactNode }) {
  const router = useRouter();
  const value = useMemo(() => ({ ...router, location }), [router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
