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
}

export const CATEGORIES: readonly Category[] = [
  {
    key: 'telephonie',
    text: 'Standard hébergé en France, portabilité de vos numéros, softphone et statistiques d’appels.',
  },
  {
    key: 'connexion',
    text: 'Fibre professionnelle, secours 4G/5G automatique et pare-feu nouvelle génération en option.',
  },
  {
    key: 'infogerance',
    text: 'Postes, serveurs, Microsoft 365 et sauvegardes gérés par nos techniciens, incidents résolus en 1 h en moyenne.',
  },
  {
    key: 'cybersecurite',
    text: 'Pare-feu NextGen, antivirus/EDR et coffre-fort d’accès, après un audit initial gratuit.',
  },
];

export default function CategoryCards() {
  return (
    <ul className="category-cards">
      {CATEGORIES.map((category) => {
        const route = routeByKey(category.key);
        return (
          <li key={category.key} className="category-card">
            {/* The pictograms are CSS masks (CategoryCards.css): decoration, not content. */}
            <span className={`category-card__icon category-card__icon--${category.key}`} aria-hidden="true" />
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
