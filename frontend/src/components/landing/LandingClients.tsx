// The client logos of a campaign page (its « clients » block): a heading, as
// /home gives the marquee (pages/deferred/HomeBelow.tsx), above the published
// logos, which come once with the page's props (props.page.clients).
import ClientMarquee from '../home/ClientMarquee';
import type { ClientEntry } from '../../content/types.generated';
import './LandingClients.css';

export interface LandingClientsProps {
  /** Id of the section (anchor target). */
  id: string;
  /** The heading above the logos. */
  title: string;
  /** The published client logos. */
  clients: readonly ClientEntry[];
}

export default function LandingClients({ id, title, clients }: LandingClientsProps) {
  const headingId = `${id}-titre`;
  return (
    <section id={id} className="landing-clients" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="landing-clients__title">
          {title}
        </h2>
      </div>
      <ClientMarquee clients={clients} />
    </section>
  );
}
