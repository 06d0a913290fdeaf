// Spec §2 footer: LinkedIn and Instagram, copyright with the current year,
// and the legal and sitemap links.
import { Link } from 'react-router-dom';
import { FOOTER_KEYS, MENU_KEYS, routeByKey } from '../../routeTable';
import { useSite } from '../../lib/site';
import { usePageProps } from '../../lib/pageProps';
import { openCookiePreferences } from '../../lib/cookieEvents';
import './Footer.css';

export default function Footer({ year }: { year: number }) {
  const site = useSite();
  // Its words come with the page's data (Wagtail's site root page), so a
  // client-side navigation shows the published ones, not the bundle's.
  const { nav } = usePageProps();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{site.brand}</p>
          <p>
            {site.address.street}, {site.address.postalCode} {site.address.city}
          </p>
          <p>
            <a href={`tel:${site.phoneHref}`}>{site.phone}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <ul className="site-footer__social">
            <li>
              <a href={site.socials.linkedin} target="_blank" rel="noopener noreferrer">
                LinkedIn<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
            <li>
              <a href={site.socials.instagram} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={nav.solutionsNav} className="site-footer__nav">
          <ul>
            {MENU_KEYS.map((key) => {
              const route = routeByKey(key);
              return (
                <li key={key}>
                  <Link to={route.path}>{nav.links[key] ?? route.label}</Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <nav aria-label={nav.legalNav} className="site-footer__nav">
          <ul>
            {FOOTER_KEYS.map((key) => {
              const route = routeByKey(key);
              return (
                <li key={key}>
                  <Link to={route.path}>{nav.links[key] ?? route.label}</Link>
                </li>
              );
            })}
            <li>
              <button type="button" className="site-footer__cookies" onClick={openCookiePreferences}>
                {nav.cookiesButton}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        © {year} {site.brand}. {nav.rights}
      </p>
    </footer>
  );
}
