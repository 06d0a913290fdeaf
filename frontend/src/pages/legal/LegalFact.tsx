// A fact of a legal page's prose: a live value the superuser places in the
// text ([dénomination], [téléphone]… in the editor: cms/legal_richtext.py)
// but never writes there. The legal identity is the company document, the
// address, phone and e-mail the contact document, the brand, analytics id and
// threat map the operator settings: each is edited in one place only.
import type { FactRun } from '../../content/types.generated';
import { openCookiePreferences } from '../../lib/cookieEvents';
import { useLegalSite } from '../../lib/site';
import { formatAddress } from './LegalSection';
import { useAuditFigures } from './proseContext';

/** Host name of an external address, for link texts; the raw value if unparsable. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export default function LegalFact({ fact }: { fact: FactRun['fact'] }) {
  const site = useLegalSite();
  const audit = useAuditFigures();
  switch (fact) {
    case 'address':
      return formatAddress(site.address);
    case 'phone':
      return <a href={`tel:${site.phoneHref}`}>{site.phone}</a>;
    case 'email':
      return <a href={`mailto:${site.email}`}>{site.email}</a>;
    case 'privacyEmail':
      return <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>;
    case 'linkedin':
      return <a href={site.socials.linkedin}>LinkedIn</a>;
    case 'instagram':
      return <a href={site.socials.instagram}>Instagram</a>;
    case 'threatMap':
      return <a href={site.threatMapUrl}>carte des cybermenaces en temps réel ({hostOf(site.threatMapUrl)})</a>;
    case 'gaCookie': {
      // The cookie's real name only when analytics is configured (GA_MEASUREMENT_ID).
      const suffix = site.gaMeasurementId.replace(/^G-/, '');
      return suffix ? (
        <>
          {' '}
          (ici, le cookie se nomme <code>_ga_{suffix}</code>)
        </>
      ) : null;
    }
    case 'cookiePreferences':
      // Without JavaScript (or before hydration), the cookie policy's section
      // that says how to change the choice.
      return (
        <a
          href="/cookies#cookies-gestion"
          onClick={(event) => {
            event.preventDefault();
            openCookiePreferences();
          }}
        >
          Gérer mes préférences cookies
        </a>
      );
    case 'auditCount':
      return audit?.count ?? null;
    case 'auditMet':
      return audit?.met ?? null;
    case 'auditRate':
      return audit?.rate ?? null;
    default:
      // brand, legalName, legalForm, capital, registration, hosting, hours.
      return site[fact];
  }
}
