// The embedded live threat map and its states (spec §4): loading ('Chargement
// de la carte…'), loaded, or blocked, with a link to open the map in a new tab.
// ThreatMapModal mounts a new frame each time it opens, which is how the
// state resets on open.
//
// Browsers report no error to the parent page when a cross-origin frame
// fails: a refused connection or an X-Frame-Options refusal still fires
// `load` (on the browser's error page). So our server checks whether the map
// can be framed and reached (GET /threat-map/status, website/threatmap.py):
// when it cannot, the blocked message shows at once and no frame is made.
// Otherwise the spec's rule applies: blocked when the frame has not fired
// `load` within 2500 ms (spec §9) of the opening. If the check itself fails,
// the frame is tried and the same deadline decides.
import { useEffect, useState } from 'react';
import './ThreatMapFrame.css';

/** Spec §9 "Threat-map frame timeout". */
export const THREAT_MAP_TIMEOUT_MS = 2500;
/** Our server's answer on whether the map can be framed. */
export const THREAT_MAP_STATUS_URL = '/threat-map/status';

export interface ThreatMapFrameProps {
  /** The external threat-map site (site.threatMapUrl). */
  url: string;
}

type State = 'checking' | 'loading' | 'loaded' | 'blocked';

export default function ThreatMapFrame({ url }: ThreatMapFrameProps) {
  const [state, setState] = useState<State>('checking');
  // Once tried, the frame stays (hidden while blocked): spec §4, a late load
  // still clears the blocked flag.
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    if (state === 'loading') setFramed(true);
  }, [state]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(THREAT_MAP_STATUS_URL, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ frameable?: unknown }>) : { frameable: true }))
      .then((answer) => {
        setState((current) => (current !== 'checking' ? current : answer.frameable === false ? 'blocked' : 'loading'));
      })
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => (current === 'checking' ? 'loading' : current));
      });
    return () => controller.abort();
  }, []);

  const waiting = state === 'checking' || state === 'loading';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setState('blocked'), THREAT_MAP_TIMEOUT_MS);
    // A load, a blocked answer or unmounting (on close) before the deadline cancels it.
    return () => window.clearTimeout(timer);
    // The deadline counts from the opening, not from the end of the check.
  }, [waiting]);

  const blocked = state === 'blocked';
  const newTabLink = (
    <a className="threat-map__link" href={url} target="_blank" rel="noopener noreferrer">
      Ouvrir la carte dans un nouvel onglet
    </a>
  );

  return (
    <div className="threat-map" data-state={state === 'checking' ? 'loading' : state}>
      <div className="threat-map__viewport">
        {(framed || state === 'loading' || state === 'loaded') && (
          <iframe
            className="threat-map__frame"
            src={url}
            title="Carte des cybermenaces en temps réel (site externe)"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            hidden={blocked}
            onLoad={() => setState('loaded')}
          />
        )}
        <div className="threat-map__status" role="status">
          {waiting && <p className="threat-map__message">Chargement de la carte…</p>}
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
