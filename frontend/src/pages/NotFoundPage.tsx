// Spec §2 route "**": the 404 page (HTTP 404 and noindex are set by Django).
import { Link } from 'react-router-dom';
import { MENU_KEYS, routeByKey } from '../routeTable';

export default function NotFoundPage() {
  return (
    <section className="container page-intro" aria-labelledby="titre-404">
      <h1 id="titre-404">Page introuvable</h1>
      <p>La page que vous cherchez n'existe pas ou a été déplacée. Voici où continuer :</p>
      <ul>
        <li>
          <Link to="/home">Accueil</Link>
        </li>
        {MENU_KEYS.map((key) => {
          const route = routeByKey(key);
          return (
            <li key={key}>
              <Link to={route.path}>{route.label}</Link>
            </li>
          );
        })}
        <li>
          <Link to="/sitemap">Plan du site</Link>
        </li>
      </ul>
    </section>
  );
}
