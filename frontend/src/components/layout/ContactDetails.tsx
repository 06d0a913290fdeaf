// Side panel of /contact (spec §2): address, phone, e-mail, reception hours
// (with the exceptional closings still to come, from the same schedule as the
// leads' callback clock: core/opening_hours.py),
// the support note and a map link, all from the company facts (props.site).
import { useSite } from '../../lib/site';
import './ContactDetails.css';

export default function ContactDetails() {
  const site = useSite();
  const { street, postalCode, city, country } = site.address;
  return (
    <aside className="contact-details" aria-labelledby="coordonnees-titre">
      <h2 id="coordonnees-titre" className="contact-details__title">
        Nos coordonnées
      </h2>
      <dl className="contact-details__list">
        <div>
          <dt>Adresse</dt>
          <dd>
            <address>
              {site.brand}
              <br />
              {street}
              <br />
              {postalCode} {city}, {country}
            </address>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>Horaires d'accueil</dt>
          <dd className="contact-details__hours">{site.hours}</dd>
        </div>
        {site.closures.length > 0 && (
          <div>
            <dt>Fermetures exceptionnelles</dt>
            <dd>
              <ul className="contact-details__closures">
                {site.closures.map((closure) => (
                  <li key={closure}>{closure}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <p className="contact-details__support">{site.supportNote}</p>
      <p className="contact-details__map">
        <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer">
          Voir l'adresse sur la carte (nouvel onglet)
        </a>
      </p>
    </aside>
  );
}
