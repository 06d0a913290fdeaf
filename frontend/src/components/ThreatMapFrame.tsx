// The embedded live threat map and its states (spec §4): loading ('Chargement
// de la carte…'), loaded, or blocked when the frame has not fired `load`
// within 2500 ms (spec §9), with a link to open the map in a new tab.
// ThreatMapModal mounts a new frame each time it opens, which is how the
// state resets on open.
//
// Browsers report no error to the parent page when a cross-origin frame
// fails: a refused connection or an X-Frame-Options refusal still fires
// `load` (on the browser's error page). The only signal is time, hence the
// spec's timeout; the new-tab link therefore stays on screen in every state.
import { useEffect, useState } from 'react';
import './ThreatMapFrame.css';

/** Spec §9 "Threat-map frame timeout". */
export const THREAT_MAP_TIMEOUT_MS = 2500;

export interface ThreatMapFrameProps {
  /** The external threat-map site (site.threatMapUrl). */
  url: string;
}

export default function ThreatMapFrame({ url }: ThreatMapFrameProps) {
  const [loading, setLoading] = useState(true);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      setLoading(false);
      setBlocked(true);
    }, THREAT_MAP_TIMEOUT_MS);
    // A load (or unmounting on close) before the deadline cancels it.
    return () => window.clearTimeout(timer);
  }, [loading]);

  const state = blocked ? 'blocked' : loading ? 'loading' : 'loaded';
  const newTabLink = (
    <a className="threat-map__link" href={url} target="_blank" rel="noopener noreferrer">
      Ouvrir la carte dans un nouvel onglet
    </a>
  );

  return (
    <div className="threat-map" data-state={state}>
      <div className="threat-map__viewport">
        <iframe
          className="threat-map__frame"
          src={url}
          title="Carte des cybermenaces en temps réel (site externe)"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          hidden={blocked}
          onLoad={() => {
            setLoading(false);
            setBlocked(false);
          }}
        />
        <div className="threat-map__status" role="status">
          {loading && <p className="threat-map__message">Chargement de la carte…</p>}
          {blocked && (
            <div className="threat-map__blocked">
              <p className="threat-map__message">
                Impossible d'afficher la carte dans une iframe (restriction du site source).
              </p>
              {newTabLink}
            </div>
          )}
        </div>
      </div>
      {!blocked && <p className="threat-map__footer">Le chargement est lent ou la carte reste vide ? {newTabLink}</p>}
    </div>
  );
}
