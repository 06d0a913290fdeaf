// Spec §2 header: logo linking to /, the five menu links (their texts in the
// page props: props.nav, edited on Wagtail's site root page) (current page marked
// with aria-current by NavLink), a menu button on mobile, and the phone number
// as a tap-to-call link at every width (for a telephony vendor the call is the
// main mobile conversion path).
//
// Without JavaScript the menu "button" is a link to the menu (#menu-principal)
// that the CSS opens with :target; once hydrated it becomes a real disclosure
// button, and the open menu closes on Escape, on a tap outside and after each
// navigation.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { MENU_KEYS, routeByKey } from '../../routeTable';
import { useSite } from '../../lib/site';
import { usePageProps } from '../../lib/pageProps';
import './Header.css';

export const MENU_ID = 'menu-principal';

/** tools: the page shell's buttons (shell/HeaderTools), when it is on. */
export default function Header({ tools }: { tools?: ReactNode }) {
  const site = useSite();
  // The links' and the button's words come with the page's data (Wagtail's
  // site root page), never from the bundle: a navigation shows the published
  // ones. A link without a text there is named as the route table names its
  // page (the props leave those out: /home's HTML budget).
  const { nav } = usePageProps();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setHydrated(true), []);

  // Close the mobile menu after each navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  // Escape closes the menu and gives the focus back to its button; a press
  // outside the header closes it where the visitor tapped.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const phoneLink = (className: string) => (
    <a className={className} href={`tel:${site.phoneHref}`}>
      <svg className="site-header__phone-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
      </svg>
      <span className="visually-hidden">Appelez-nous au </span>
      {site.phone}
    </a>
  );
  const toggleContent = (
    <>
      <span className="site-header__toggle-icon" aria-hidden="true" />
      {nav.menuButton}
    </>
  );

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src="/static/img-opti/brand/logo.svg" alt={`${site.brand} — accueil`} width={160} height={37} />
        </Link>
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className="site-header__toggle"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
          >
            {toggleContent}
          </button>
        ) : (
          <a className="site-header__toggle" href={`#${MENU_ID}`}>
            {toggleContent}
          </a>
        )}
        <nav id={MENU_ID} aria-label="Menu principal" className="site-header__nav" data-open={open}>
          <ul>
            {MENU_KEYS.map((key) => {
              const route = routeByKey(key);
              return (
                <li key={key}>
                  <NavLink to={route.path}>{nav.links[key] ?? route.label}</NavLink>
                </li>
              );
            })}
            <li className="site-header__menu-phone">{phoneLink('site-header__menu-call')}</li>
          </ul>
        </nav>
        {phoneLink('site-header__phone')}
        {tools}
      </div>
    </header>
  );
}
