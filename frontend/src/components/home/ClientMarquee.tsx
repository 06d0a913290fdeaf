// The client logo marquee (spec §2, §9): one row at 35 px/s on desktop; below
// 768 px the list splits into even and odd rows at 32 and 28 px/s. Each logo
// comes with its sites as small meta lines. When clients.json failed, the
// single fallback logo (spec §8) stands still.
//
// The server sends the list once. On a phone, CSS already lays that list out
// on two lines, even clients above and odd ones below, so that when the
// script swaps in the two moving rows nothing moves on the page.
//
// The logos sit below the first screen, yet inside the browser's own lazy-load
// distance (1250 px), so loading="lazy" alone fetched all twelve on load. They
// are placeholders (ResponsivePicture's `deferred`, names kept as alt text)
// until the marquee comes within NEAR_MARGIN of the viewport.
import { useEffect, useRef, useState } from 'react';
import Marquee from '../ui/Marquee';
import PauseButton from '../ui/PauseButton';
import ClientLogo from './ClientLogo';
import type { ClientEntry as Client } from '../../content/types.generated';
import { useMediaQuery, usePrefersReducedMotion } from '../../lib/motion';
import './ClientMarquee.css';

/** Spec §9 marquee speeds, in px per second. */
export const CLIENT_SPEED_DESKTOP = 35;
export const CLIENT_SPEED_EVEN_ROW = 32;
export const CLIENT_SPEED_ODD_ROW = 28;

/** How close to the viewport the marquee must come for its logos to load. */
export const NEAR_MARGIN = '300px 0px';

/** Spec §9: content breakpoint 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Mobile rows: clients 1, 3, 5… on the first row, 2, 4, 6… on the second. */
export function splitRows<T>(items: readonly T[]): [T[], T[]] {
  return [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)];
}

const clientKey = (client: Client, index: number) => `${index}-${client.name}`;

export default function ClientMarquee({ clients }: { clients: readonly Client[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reducedMotion;
  const [even, odd] = splitRows(clients);
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const renderItem = (client: Client) => <ClientLogo client={client} deferred={!near} />;

  return (
    <div className="client-marquee" ref={ref} data-layout={mobile ? 'rows' : 'single'}>
      {mobile ? (
        <>
          <Marquee
            items={even}
            itemKey={clientKey}
            renderItem={renderItem}
            speed={CLIENT_SPEED_EVEN_ROW}
            playing={playing}
            label="Logos de nos clients, première ligne"
          />
          {odd.length > 0 && (
            <Marquee
              items={odd}
              itemKey={clientKey}
              renderItem={renderItem}
              speed={CLIENT_SPEED_ODD_ROW}
              playing={playing}
              label="Logos de nos clients, seconde ligne"
            />
          )}
        </>
      ) : (
        <Marquee
          items={clients}
          itemKey={clientKey}
          renderItem={renderItem}
          speed={CLIENT_SPEED_DESKTOP}
          playing={playing}
          label="Logos de nos clients"
        />
      )}
      {clients.length > 1 && (
        <PauseButton
          playing={playing}
          onChange={setUserPlaying}
          subject="défilement des logos clients"
          className="client-marquee__pause"
        />
      )}
    </div>
  );
}
