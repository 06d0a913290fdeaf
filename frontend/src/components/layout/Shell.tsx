// The page shell of spec §2: header, routed content, footer, and the parts
// that are always present (threat-map modal, review modal, cookie banner).
// The optional parts (sidebar, top menu...) live in shell/ShellFrame, a chunk
// loaded only when the page props say a part is on.
import { useEffect, useRef, type ReactNode } from 'react';
import Header from './Header';
import Footer from './Footer';
import CookieBanner from '../consent/CookieBanner';
import { lazyDialog } from '../ui/LazyDialog';
import { SiteContext } from '../../lib/site';
import { usePageProps } from '../../lib/pageProps';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { PAGE_WRAPPER_ID } from '../../lib/inertBackground';
import { usePageViewTracking } from '../../lib/usePageViewTracking';
import { shellFrame } from '../shell/loadShell';
import { hydratesOnUse } from '../../routes';

const ReviewModal = lazyDialog('review', () => import('../forms/ReviewModal'));
const ThreatMapModal = lazyDialog('threatMap', () => import('../threatmap/ThreatMapModal'));

export default function Shell({ loading, children }: { loading: boolean; children: ReactNode }) {
  const props = usePageProps();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(props.route.path);
  useDocumentMeta(props.meta);
  usePageViewTracking(props.site.gaMeasurementId, props.route.path);

  // After a client-side navigation to another page, move focus to the new
  // content so that keyboard and screen-reader users start there, as after a
  // page load (an anchor link keeps the focus where the browser puts it).
  useEffect(() => {
    if (shownPath.current === props.route.path) return;
    shownPath.current = props.route.path;
    if (!window.location.hash) mainRef.current?.focus({ preventScroll: true });
  }, [props.route.path]);

  const main = (
    <main
      id="contenu"
      ref={mainRef}
      tabIndex={-1}
      aria-busy={loading}
      // Read by entry-client.tsx: such a page's chunk is not preloaded.
      data-hydrate={hydratesOnUse(props) ? 'on-use' : undefined}
    >
      {children}
    </main>
  );
  const Frame = props.shell ? shellFrame() : null;
  return (
    <SiteContext.Provider value={props.site}>
      <div id={PAGE_WRAPPER_ID}>
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        {/* First after the skip link in the Tab order (it is fixed to the
            bottom of the screen, so its place in the DOM moves nothing). */}
        <CookieBanner />
        {Frame && props.shell ? (
          <Frame
            parts={props.shell.parts}
            header={(tools) => <Header tools={tools} />}
            main={main}
            footer={<Footer year={props.year} />}
          />
        ) : (
          <>
            <Header />
            {main}
            <Footer year={props.year} />
          </>
        )}
      </div>
      <ThreatMapModal />
      <ReviewModal />
    </SiteContext.Provider>
  );
}
