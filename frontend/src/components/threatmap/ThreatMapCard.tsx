// The live threat-map card of /cybersecurite (spec §2 #solutions): a button
// opening the threat-map modal through the dialogs service, and a plain link
// to the external site in a new tab, which also works without JavaScript.
// The button only exists once the page is hydrated: without JavaScript it
// would do nothing, and the link already does the job. Its title, tag and text
// are the page's words (content/page_cybersecurite.json's "threatMap").
import type { ThreatMapCopy } from '../../content/types.generated';
import { openThreatMap } from '../../lib/dialogs';
import { useSite } from '../../lib/site';
import ResponsivePicture from '../ui/ResponsivePicture';
import { sectionArt } from '../offers/sectionArt';
import { useHydrated } from '../../lib/useHydrated';
import './ThreatMapCard.css';

const art = sectionArt('threat-map');
export default function ThreatMapCard({ words }: { words: ThreatMapCopy }) {
  const site = useSite();
  const hydrated = useHydrated();
  return (
    <div className="threat-map-card">
      <ResponsivePicture
        opti={art.opti}
        alt=""
        width={art.width}
        height={art.height}
        sizes="(min-width: 1200px) 520px, (min-width: 700px) 45vw, 100vw"
        className="threat-map-card__img"
      />
      <div className="threat-map-card__body">
        <h3 className="threat-map-card__title">{words.title}</h3>
        <p className="threat-map-card__badge">{words.badge}</p>
        <p className="threat-map-card__text">{words.text}</p>
        <div className="threat-map-card__actions">
          {hydrated && (
            <button type="button" className="button" aria-haspopup="dialog" onClick={openThreatMap}>
              Voir la carte en direct
            </button>
          )}
          <a className="threat-map-card__link" href={site.threatMapUrl} target="_blank" rel="noopener noreferrer">
            Ouvrir la carte dans un nouvel onglet
          </a>
        </div>
      </div>
    </div>
  );
}
