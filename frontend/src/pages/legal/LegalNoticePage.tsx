// Mentions légales (/mentions-legales): ten numbered sections (spec §2
// "Legal notice"), whose prose is content/page_mentions-legales.json as a
// superuser published it (cms/legal.py). Every company fact comes from
// useLegalSite(), never from the prose: the prose places them.
import LegalProse from './LegalProse';

export default function LegalNoticePage() {
  return <LegalProse />;
}
