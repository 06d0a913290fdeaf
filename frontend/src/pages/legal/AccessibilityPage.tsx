// Déclaration d'accessibilité (/accessibilite), on the model of the RGAA 4.1
// statement (loi n° 2005-102 art. 47, décret n° 2019-768): its prose is
// content/page_accessibilite.json as a superuser published it
// (cms/legal_pages.py). The audit's figures are counted from its table;
// update both when the audit is run again (README, "Accessibility audit").
import LegalProse from './LegalProse';

export default function AccessibilityPage() {
  return <LegalProse />;
}
