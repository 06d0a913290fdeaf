// The home page's slogan as the spec gives it (§2): what /home shows when
// content/home.json's words fail validation (their props are then null). A
// module of its own: the first screen (HomePage.tsx) needs it, and the words
// below it (homeWords.ts) start from it, without either importing the other.
export const SLOGAN = 'Vos équipes avancent, vos outils suivent.';
