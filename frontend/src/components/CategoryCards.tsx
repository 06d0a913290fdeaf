// The four offers of the home page (spec §2), each card a link to its page.
// Paths and names come from the route table, the one source of both.
import { Link } from 'react-router-dom';
import { routeByKey } from '../routeTable';
import './CategoryCards.css';

interface Category {
  /** Route key in content/routes.json. */
  key: 'telephonie' | 'connexion' | 'infogerance' | 'cybersecurite';
  /** What the offer does for the visitor. */
  text: string;
  /** SVG path data of the 24 × 24 pictogram. */
  icon: string;
}

export const CATEGORIES: readonly Category[] = [
  {
    key: 'telephonie',
    text: 'Standard hébergé en France, portabilité de vos numéros, softphone et statistiques d’appels.',
    icon: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  },
  {
    key: 'connexion',
    text: 'Fibre professionnelle, secours 4G/5G automatique et pare-feu nouvelle génération en option.',
    icon: 'M12 18.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM7.8 15.3a6 6 0 0 1 8.4 0l-1.4 1.4a4 4 0 0 0-5.6 0zM4.9 12.4a10 10 0 0 1 14.2 0l-1.4 1.4a8 8 0 0 0-11.4 0zM2 9.5a14 14 0 0 1 20 0l-1.4 1.4a12 12 0 0 0-17.2 0z',
  },
  {
    key: 'infogerance',
    text: 'Postes, serveurs, Microsoft 365 et sauvegardes gérés par nos techniciens, incidents résolus en 1 h en moyenne.',
    icon: 'M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v9h16V6z',
  },
  {
    key: 'cybersecurite',
    text: 'Pare-feu NextGen, antivirus/EDR et coffre-fort d’accès, après un audit initial gratuit.',
    icon: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm0 2.1L6 6.4V11c0 3.9 2.5 7.4 6 8.9 3.5-1.5 6-5 6-8.9V6.4zM11 13.6l4.6-4.6 1.4 1.4-6 6-3.4-3.4 1.4-1.4z',
  },
];

export default function CategoryCards() {
  return (
    <ul className="category-cards">
      {CATEGORIES.map((category) => {
        const route = routeByKey(category.key);
        return (
          <li key={category.key} className="category-card">
            <svg className="category-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d={category.icon} fill="currentColor" />
            </svg>
            <h3 className="category-card__title">
              {/* The link covers the whole card (::after), its name stays the title. */}
              <Link to={route.path} className="category-card__link">
                {route.label}
              </Link>
            </h3>
            <p className="category-card__text">{category.text}</p>
            <span className="category-card__more" aria-hidden="true">
              Découvrir →
            </span>
          </li>
        );
      })}
    </ul>
  );
}
