// /home's own words as the spec gives them: what the page shows when
// content/home.json's "words" fail validation (their props are then null).
// The shipped file says the same (homeWords.test.ts), and Marketing edits
// them on the home page in Wagtail (cms/home_page.py).
import type { HomeWords } from '../content/types.generated';
// Only the slogan is on the first screen: this module loads with the
// sections below it (deferred/HomeBelow.tsx), not with the page's script.
import { SLOGAN } from './slogan';

export const HOME_WORDS: HomeWords = {
  slogan: SLOGAN,
  clientsTitle: 'Plus de 250 entreprises nous font confiance',
  clientsIntro: 'Commerces, cabinets, ateliers, hôtels et PME multi-sites, principalement en Île-de-France.',
  solutionsTitle: 'Nos solutions pour les entreprises',
  solutionsIntro: 'Un seul interlocuteur pour vos appels, votre connexion, votre parc informatique et votre sécurité.',
  closingTitle: 'Faisons le point sur vos outils en 30 minutes',
  closingText:
    "Un expert étudie gratuitement votre téléphonie, votre connexion, votre parc informatique et votre sécurité, puis vous remet un plan d'action clair et chiffré. Votre demande reçoit une réponse sous 24 h.",
  categoriesLink: 'Découvrir',
};
