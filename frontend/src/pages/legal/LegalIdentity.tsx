// The publisher's identity in the legal notice (« Identité de l'éditeur », a
// block the superuser places): the company document's facts (legal name,
// form, registration…, edited on the legal notice page) and the contact
// document's address, phone and e-mail, under their legal labels.
import { useLegalSite } from '../../lib/site';
import { formatAddress } from './LegalSection';

/** Spelled-out legal forms; an unknown form is shown as configured. */
const LEGAL_FORM_NAMES: Record<string, string> = {
  SARL: 'société à responsabilité limitée',
  EURL: 'entreprise unipersonnelle à responsabilité limitée',
  SAS: 'société par actions simplifiée',
  SASU: 'société par actions simplifiée unipersonnelle',
  SA: 'société anonyme',
};

export default function LegalIdentity() {
  const site = useLegalSite();
  const formName = LEGAL_FORM_NAMES[site.legalForm];
  return (
    <dl className="legal__facts">
      <dt>Dénomination sociale :</dt>
      <dd>{site.legalName}</dd>
      <dt>Nom commercial :</dt>
      <dd>{site.brand}</dd>
      <dt>Forme juridique :</dt>
      <dd>
        {site.legalForm}
        {formName ? ` (${formName})` : null}
      </dd>
      <dt>Capital social :</dt>
      <dd>{site.capital}</dd>
      <dt>Immatriculation :</dt>
      <dd>{site.registration}</dd>
      <dt>SIRET :</dt>
      <dd>{site.siret}</dd>
      <dt>N° de TVA intracommunautaire :</dt>
      <dd>{site.vatNumber}</dd>
      <dt>Code APE (NAF) :</dt>
      <dd>{site.ape}</dd>
      <dt>Siège social :</dt>
      <dd>{formatAddress(site.address)}</dd>
      <dt>Téléphone :</dt>
      <dd>
        <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
      </dd>
      <dt>Courriel :</dt>
      <dd>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </dd>
      <dt>Directeur de la publication :</dt>
      {/* The spec leaves it blank, but LCEN art. 1-1 requires it: a company
          fact (README, departures from the spec). */}
      <dd>{site.publicationDirector}</dd>
    </dl>
  );
}
