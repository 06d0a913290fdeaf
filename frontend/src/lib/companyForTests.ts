// The company facts as Django sends them (telecomsite/settings/company.py),
// for the unit tests: the two content files plus the operator settings, which
// live in the environment, not in content/.
import contact from '../../../content/contact.json';
import legal from '../../../content/company.json';
import type { Company } from './site';

const company: Company = {
  ...contact,
  ...legal,
  brand: 'TQ Télécom',
  gaMeasurementId: 'G-TQ0000TEST',
  threatMapUrl: 'https://threatmap.checkpoint.com/',
  apiBase: '/api',
};

export default company;
