// Spec §2 route "**": the 404 page (HTTP 404 and noindex are set by Django).
// Its title and text come with the page's data (Wagtail's site root page:
// props.page.words); the links name the pages as the site map does.
import { Link } from 'react-router-dom';
import { MENU_KEYS, routeByKey } from '../routeTable';
import { usePageProps } from '../lib/pageProps';
import type { NotFoundPage as NotFoundProps } from '../content/types.generated';

export default function NotFoundPage() {
  const { words } = usePageProps<NotFoundProps>().page;
  const home = routeByKey('home');
  const sitemap = routeByKey('sitemap');
  return (
    <section className="container page-intro" aria-labelledby="titre-404">
      <h1 id="titre-404">{words.title}</h1>
      <p>{words.text}</p>
      <ul>
        <li>
          <Link to={home.path}>{home.label}</Link>
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
          <Link to={sitemap.path}>{sitemap.label}</Link>
        </li>
      </ul>
    </section>
  );
}
