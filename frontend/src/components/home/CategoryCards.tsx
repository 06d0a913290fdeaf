// The four offers of the home page (spec §2), each card a link to its page.
// Name and path come from the route table (content/routes.json); the text is
// each page's description as published (Wagtail's « Promotion » tab), which
// /home's props carry (website/page_data/home.py): one source.
import { Link } from 'react-router-dom';
import type { CategoryCard } from '../../content/types.generated';
import { routeByKey } from '../../routeTable';
import './CategoryCards.css';

/** The four offers, in the spec's order (website/page_data/home.py). */
export default function CategoryCards({ categories }: { categories: CategoryCard[] }) {
  return (
    <ul className="category-cards">
      {categories.map(({ key, description }) => {
        const route = routeByKey(key);
        return (
          <li key={key} className="category-card">
            {/* The pictograms are CSS masks (CategoryCards.css): decoration, not content. */}
            <span className={`category-card__icon category-card__icon--${key}`} aria-hidden="true" />
            <h3 className="category-card__title">
              {/* The link covers the whole card (::after), its name stays the title. */}
              <Link to={route.path} className="category-card__link">
                {route.label}
              </Link>
            </h3>
            <p className="category-card__text">{description}</p>
            <span className="category-card__more" aria-hidden="true">
              Découvrir →
            </span>
          </li>
        );
      })}
    </ul>
  );
}
