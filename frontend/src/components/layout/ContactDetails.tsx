// Side panel of /contact (spec §2): address, phone, e-mail, reception hours
// (with the exceptional closings still to come, from the same schedule as the
// leads' callback clock: core/opening_hours.py),
// the support note and a map link: the company facts every page has
// (props.site), and the ones only this panel shows (props.page.details).
import type { ContactPage } from '../../content/types.generated';
import { usePageProps } from '../../lib/pageProps';
import { useSite } from '../../lib/site';
import './ContactDetails.css';

export default function ContactDetails() {
  const site = useSite();
  const { details } = usePageProps<ContactPage>().page;
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
        {details.closures.length > 0 && (
          <div>
            <dt>Fermetures exceptionnelles</dt>
            <dd>
              <ul className="contact-details__closures">
                {details.closures.map((closure) => (
                  <li key={closure}>{closure}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <p className="contact-details__support">{details.supportNote}</p>
      <p className="contact-details__map">
        <a href={details.mapsUrl} target="_blank" rel="noopener noreferrer">
          Voir l'adresse sur la carte (nouvel onglet)
        </a>
      </p>
    </aside>
  );
}
