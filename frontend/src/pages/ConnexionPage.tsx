// Page "connexion" of the route table. Its sections come with the pages issue.
import { routeByKey } from '../routeTable';

export default function ConnexionPage() {
  const route = routeByKey('connexion');
  return (
    <section className="container page-intro">
      <h1>{route.title}</h1>
      <p>{route.description}</p>
    </section>
  );
}
