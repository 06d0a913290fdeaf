// Politique de confidentialité (/politique-confidentialite): eleven numbered
// sections (spec §2 "Privacy policy"), whose prose is
// content/page_politique-confidentialite.json as a superuser published it
// (cms/legal_pages.py); retention values are spec §9's.
import LegalProse from './LegalProse';

export default function PrivacyPolicyPage() {
  return <LegalProse />;
}
