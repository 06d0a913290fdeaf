// Page "telephonie" of the route table. Its sections come with the pages issue.
import { routeByKey } from '../routeTable';

export default function TelephoniePage() {
  const route = routeByKey('telephonie');
  return (
    <section className="container page-intro">
      <h1>{route.title}</h1>
      <p>{route.description}</p>
    </section>
  );
}
