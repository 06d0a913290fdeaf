// The home page's closing call to action (spec §2): its heading and text
// (content/home.json, edited in Wagtail), two buttons, the audit and
// contact, both to /contact.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import Reveal from '../ui/Reveal';
import { useSite } from '../../lib/site';
import './HomeClosingCta.css';

export default function HomeClosingCta({ title, text }: { title: string; text: string }) {
  const site = useSite();
  const titleId = useId();
  return (
    <Reveal as="section" className="home-closing" aria-labelledby={titleId}>
      <div className="container home-closing__inner">
        <h2 id={titleId} className="home-closing__title">
          {title}
        </h2>
        <p className="home-closing__text">{text}</p>
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
