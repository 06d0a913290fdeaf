// The four offers of the home page (spec §2), each card a link to its page:
// the path from the route table (content/routes.json), the title and text as
// Marketing writes them on the home page (props: website/page_data/home.py).
import { Link } from 'react-router-dom';
import type { CategoryCard } from '../../content/types.generated';
import { routeByKey } from '../../routeTable';
import './CategoryCards.css';

/** The four offers, in the spec's order (website/page_data/home.py). */
export default function CategoryCards({ categories, more }: { categories: CategoryCard[]; more: string }) {
  return (
    <ul className="category-cards">
      {categories.map(({ key, title, text }) => {
        const route = routeByKey(key);
        return (
          <li key={key} className="category-card">
            {/* The pictograms are CSS masks (CategoryCards.css): decoration, not content. */}
            <span className={`category-card__icon category-card__icon--${key}`} aria-hidden="true" />
            <h3 className="category-card__title">
              {/* The link covers the whole card (::after), its name stays the title. */}
              <Link to={route.path} className="category-card__link">
                {title}
              </Link>
            </h3>
            <p className="category-card__text">{text}</p>
            <span className="category-card__more" aria-hidden="true">
              {more} →
            </span>
          </li>
        );
      })}
    </ul>
  );
}
