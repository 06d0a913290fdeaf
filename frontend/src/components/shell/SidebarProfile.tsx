// The sidebar's profile block (spec §2) with its dropdown. The template this
// comes from showed sample data; here it is the company's own (company.json):
// who answers, when, and the ways to reach them. Spec §9: 250 ms slide.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from '../../lib/site';
import Icon from './Icon';
import './SidebarProfile.css';

export default function SidebarProfile() {
  const site = useSite();
  const id = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className="app-sidebar__profile">
      <button
        type="button"
        className="app-sidebar__profile-toggle"
        aria-expanded={open}
        aria-controls={`${id}-profile`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="app-sidebar__avatar" aria-hidden="true">
          <Icon name="user" />
        </span>
        <span className="app-sidebar__profile-text">
          <strong>{site.brand}</strong>
          <span>Service client</span>
        </span>
        <Icon name="chevron" className="menu__caret" />
      </button>
      <div className="menu__slide menu__slide--profile" data-open={open} id={`${id}-profile`}>
        <ul className="app-sidebar__profile-menu">
          <li>
            <Link to="/contact">Demander un audit gratuit</Link>
          </li>
          <li>
            <a href={`tel:${site.phoneHref}`}>Appeler le {site.phone}</a>
          </li>
          <li>
            <a href={`mailto:${site.email}`}>Écrire à {site.email}</a>
          </li>
          <li className="app-sidebar__profile-hours">{site.hours}</li>
        </ul>
      </div>
    </div>
  );
}
