// The client logos of a campaign page (its « clients » block): a heading, as
// /home gives its marquee (pages/deferred/HomeBelow.tsx), above the published
// logos (props.page.clients), as a still list: nothing moves, so nothing to
// pause, and the marquee's motion code stays off the page (issue 18's budget).
import ClientLogo from '../home/ClientLogo';
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
        <ul className="landing-clients__list">
          {clients.map((client, index) => (
            <li key={`${index}-${client.name}`}>
              <ClientLogo client={client} deferred={false} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
