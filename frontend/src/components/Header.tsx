// Spec §2 header: logo linking to /, the five menu links (current page marked
// with aria-current by NavLink), and a menu button on mobile.
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { MENU_KEYS, routeByKey } from '../routeTable';
import { useSite } from '../lib/site';
import './Header.css';

export default function Header() {
  const site = useSite();
  const location = useLocation();
  const menuId = useId();
  const [open, setOpen] = useState(false);

  // Close the mobile menu after each navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src="/static/img-opti/brand/logo.svg" alt={`${site.brand} — accueil`} width={160} height={37} />
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Menu principal" className="site-header__nav" data-open={open}>
          <ul id={menuId}>
            {MENU_KEYS.map((key) => {
              const route = routeByKey(key);
              return (
                <li key={key}>
                  <NavLink to={route.path}>{route.menuLabel}</NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <a className="site-header__phone" href={`tel:${site.phoneHref}`}>
          <span className="visually-hidden">Appelez-nous au </span>
          {site.phone}
        </a>
      </div>
    </header>
  );
}
