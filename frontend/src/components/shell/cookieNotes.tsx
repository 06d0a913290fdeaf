// The cookie policy's rows for what the page shell stores (lib/shellCookieNotes.ts).
import type { ShellCookieNotes } from '../../lib/shellCookieNotes';

const DISPLAY_ROW = [
  <>
    <code>appTheme</code>, <code>appDarkMode</code>, <code>appHeaderFixed</code>, <code>appHeaderInverse</code>,{' '}
    <code>appSidebarFixed</code>, <code>appSidebarMinified</code>, <code>appSidebarGrid</code>,{' '}
    <code>appGradientEnabled</code>, <code>appRtlMode</code>, <code>appThemePanelExpanded</code>
  </>,
  'Stockage local (localStorage)',
  "Retenir vos réglages d'affichage (couleur, mode sombre, disposition, sens de lecture) et l'ouverture du panneau de réglages",
  "Jusqu'à ce que vous effaciez les données du site dans votre navigateur",
  "Uniquement lorsque vous modifiez un réglage dans le panneau «\u00a0Réglages d'affichage\u00a0» ou réduisez le menu latéral",
];

const SIDEBAR_SCROLL_ROW = [
  <code>appSidebarScrollPosition</code>,
  'Stockage local (localStorage)',
  'Retrouver le menu latéral à la même position de défilement',
  "Jusqu'à ce que vous effaciez les données du site dans votre navigateur",
  'Uniquement lorsque vous faites défiler le menu latéral',
];

const LANG_WHEN =
  "Uniquement si vous choisissez une langue avec le sélecteur de langue de l'en-tête. Le contenu du site n'existant qu'en français, ce choix ne sert qu'à vous le signaler dans votre langue";

export function cookieNotes(parts: readonly string[]): ShellCookieNotes {
  const has = (part: string) => parts.includes(part);
  return {
    langWhen: has('languageSelector') ? LANG_WHEN : null,
    storageRows: [
      ...(has('themePanel') || has('sidebar') ? [DISPLAY_ROW] : []),
      ...(has('sidebar') ? [SIDEBAR_SCROLL_ROW] : []),
    ],
  };
}
