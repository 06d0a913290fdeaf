// The home page's closing call to action (spec §2): two buttons, the audit
// and contact, both to /contact.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import Reveal from '../ui/Reveal';
import { useSite } from '../../lib/site';
import './HomeClosingCta.css';

export default function HomeClosingCta() {
  const site = useSite();
  const titleId = useId();
  return (
    <Reveal as="section" className="home-closing" aria-labelledby={titleId}>
      <div className="container home-closing__inner">
        <h2 id={titleId} className="home-closing__title">
          Faisons le point sur vos outils en 30 minutes
        </h2>
        <p className="home-closing__text">
          Un expert étudie gratuitement votre téléphonie, votre connexion, votre parc informatique et votre sécurité,
          puis vous remet un plan d'action clair et chiffré. Votre demande reçoit une réponse sous 24 h.
        </p>
        <div className="home-closing__actions">
          <Link to="/contact" className="button home-closing__primary">
            Demander un audit gratuit
          </Link>
          <Link to="/contact" className="button button--secondary home-closing__secondary">
            Contacter un conseiller
          </Link>
        </div>
        <p className="home-closing__phone">
          Ou appelez-nous au <a href={`tel:${site.phoneHref}`}>{site.phone}</a>, du lundi au vendredi.
        </p>
      </div>
    </Reveal>
  );
}
