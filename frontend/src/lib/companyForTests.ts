// The company facts as Django sends them (telecomsite/settings/company.py),
// for the unit tests: the two content files plus the operator settings, which
// live in the environment, not in content/.
import contact from '../../../content/contact.json';
import legal from '../../../content/company.json';
import type { LegalCompany } from './site';

// With the legal facts, which the legal pages get from their own props.
// Django writes the hours out from the file's schedule (core/opening_hours.py;
// website/tests check that sentence against the spec's).
const company: LegalCompany = {
  ...contact,
  ...legal,
  hours: 'du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h',
  brand: 'TQ Télécom',
  gaMeasurementId: 'G-TQ0000TEST',
  threatMapUrl: 'https://threatmap.checkpoint.com/',
  apiBase: '/api',
};

export default company;

/** The legal pages' props.page (website/page_data/legal.py). */
export const legalPage = { legal };
