// One client of the logos (spec §9): its logo, or its name under a fallback
// logo, and its sites. Shared by /home's marquee (ClientMarquee.tsx) and a
// campaign page's static list (components/landing/LandingClients.tsx), which
// must not take the marquee's motion code with it (issue 18's script budget).
import ResponsivePicture, { LOGO_WIDTH_ORDER } from '../ui/ResponsivePicture';
import type { ClientEntry as Client } from '../../content/types.generated';
import './ClientLogo.css';

/** Logos are drawn on a 480 × 240 artboard (content/images/clients); an uploaded one has its own size. */
const LOGO_W = 480;
const LOGO_H = 240;
/** Shown 160 px wide, 132 px on mobile. */
const LOGO_SIZES = '(max-width: 767px) 132px, 160px';

export default function ClientLogo({ client, deferred }: { client: Client; deferred: boolean }) {
  return (
    <div className="client" data-error={client.error}>
      {client.opti ? (
        <ResponsivePicture
          opti={client.opti}
          alt={client.name}
          width={client.dim?.w ?? LOGO_W}
          height={client.dim?.h ?? LOGO_H}
          sizes={LOGO_SIZES}
          order={LOGO_WIDTH_ORDER}
          deferred={deferred}
          className="client__logo"
        />
      ) : (
        <img
          src={client.logo}
          alt={client.error ? '' : client.name}
          width={client.dim?.w ?? LOGO_W}
          height={client.dim?.h ?? LOGO_H}
          loading="lazy"
          decoding="async"
          className="client__logo"
        />
      )}
      {client.error && <p className="client__name">{client.name}</p>}
      {client.sites?.map((line, index) => (
        <p key={index} className="client__site">
          {line}
        </p>
      ))}
    </div>
  );
}
