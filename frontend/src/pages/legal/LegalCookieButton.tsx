// « Bouton : gérer mes cookies », a block the superuser places in the cookie
// policy (its #cookies-gestion section): reopens the cookie banner's settings.
import { openCookiePreferences } from '../../lib/cookieEvents';

export default function LegalCookieButton() {
  return (
    <p>
      <button type="button" className="legal__button" onClick={openCookiePreferences}>
        Gérer mes préférences cookies
      </button>
    </p>
  );
}
