// The optional right sidebar of spec §2, toggled from the header: the
// company's contact details and hours, beside every page.
import { Link } from 'react-router-dom';
import { useSite } from '../../lib/site';
import { useShell } from './shellContext';
import Icon from './Icon';
import './RightSidebar.css';

export const RIGHT_SIDEBAR_ID = 'app-right-sidebar';

export default function RightSidebar() {
  const site = useSite();
  const { rightOpen, setRightOpen } = useShell();
  return (
    <aside className="app-right-sidebar" id={RIGHT_SIDEBAR_ID} aria-label="Nous joindre" data-open={rightOpen}>
      <div className="app-right-sidebar__head">
        <h2>Nous joindre</h2>
        <button type="button" className="shell-icon-button" onClick={() => setRightOpen(false)}>
          <Icon name="close" />
          <span className="visually-hidden">Fermer le panneau « Nous joindre »</span>
        </button>
      </div>
      <dl>
        <dt>Téléphone</dt>
        <dd>
          <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
        <dt>Horaires</dt>
        <dd>{site.hours}</dd>
        <dt>Adresse</dt>
        <dd>
          {site.address.street}, {site.address.postalCode} {site.address.city}
        </dd>
      </dl>
      <Link className="button" to="/contact">
        Demander un audit gratuit
      </Link>
      <p className="app-right-sidebar__more">
        <Link to="/sitemap">Plan du site</Link>
      </p>
    </aside>
  );
}
