// Schemas of the content files (content/data/*.json), for the browser.
//
// The same rules as telecomsite/content.py, which validates the files before
// they reach the props; pages parse their props again here, so that a file
// fetched from /assets/data (spec §7) or a stale cache goes through the same
// checks. Both sides are held to the same cases by parity-cases.json.
//
// - spec §5: testimonials keep only entries whose text is a non-blank string,
//   pills need a text, a blank title becomes the default title; a malformed
//   FAQ is 'Questions fréquentes' with no items;
// - spec §8: a file that fails gives its fallback and a console warning (an
//   error for the hero, which then has no slides);
// - an entry that breaks its schema is dropped, the rest is kept.

/** Default title of a testimonials block whose title is blank (spec §5). */
export const DEFAULT_TESTIMONIALS_TITLE = 'Ils nous font confiance';
/** Default FAQ title (spec §5). */
export const DEFAULT_FAQ_TITLE = 'Questions fréquentes';

const LABEL_MAX = 80;
const TITLE_MAX = 160;
const LEAD_MAX = 400;
const ALT_MAX = 250;
const QUESTION_MAX = 300;
const ANSWER_MAX = 3000;
// Published reviews allow 2000 characters (review form, spec §5).
const TESTIMONIAL_MAX = 2000;
const URL_MAX = 300;
const SITES_MAX = 4;

/** Pill colours (spec §3). */
export type Tone = 'primary' | 'orange' | 'yellow';

/** A small coloured badge. */
export interface TestimonialPill {
  /** Badge text. */
  text: string;
  /** Colour. */
  variant: Tone;
}

/** One testimonial. */
export interface Testimonial {
  /** Topic shown above the quote, e.g. "Téléphonie". */
  label?: string;
  /** The quote itself, never blank. */
  text: string;
  /** Who said it: name, role, company. */
  author?: string;
}

/** A testimonials file (avis*.json). */
export interface Testimonials {
  /** Section title. */
  title: string;
  /** Testimonials, at least one. */
  items: Testimonial[];
  /** Badges shown with the title. */
  pills: TestimonialPill[];
}

/** One question of a FAQ. */
export interface FaqItem {
  /** The question. */
  question: string;
  /** Its answer, plain text. */
  answer: string;
}

/** A FAQ file (faq_*.json). */
export interface Faq {
  /** Section title. */
  title: string;
  /** Questions, possibly none. */
  items: FaqItem[];
  /** Optional link after the questions. */
  cta?: { /** Link text. */ text: string; /** Path, #fragment or https URL. */ link: string };
}

/** Where the optimised renditions of an image live (build-images.mjs). */
export interface Opti {
  /** Folder under img-opti. */
  folder: string;
  /** File name without width and extension. */
  base: string;
  /** Generated widths in px. */
  widths: number[];
}

/** A client of the logo marquee (clients.json). */
export interface Client {
  /** Company name, also the logo's alternative text. */
  name: string;
  /** Fallback logo URL on this site. */
  logo: string;
  /** Small meta lines: towns, number of sites and workstations. */
  sites?: string[];
  /** Optimised logo renditions. */
  opti?: Opti;
  /** Set on the spec §8 fallback entry when clients.json failed. */
  error?: true;
}

/** A call to action of a hero slide. */
export interface HeroCta {
  /** Button text. */
  label: string;
  /** Path inside the site. */
  routerLink: string;
}

/** A pill of a hero slide. */
export interface HeroPill {
  /** Badge text. */
  text: string;
  /** Colour. */
  tone: Tone;
}

/** A slide of the home hero carousel (home-coursel.json). */
export interface HeroSlide {
  /** Headline. */
  title: string;
  /** One or two sentences under the headline. */
  lead: string;
  /** Illustration. */
  img: {
    /** Fallback URL on this site. */
    src: string;
    /** Alternative text. */
    alt: string;
    /** Intrinsic size. */
    dim?: { /** Width in px. */ w: number; /** Height in px. */ h: number };
    /** Optimised renditions. */
    opti?: Opti;
  };
  /** Badges. */
  pills?: HeroPill[];
  /** Buttons. */
  ctas?: { /** Main button. */ primary?: HeroCta; /** Second button. */ secondary?: HeroCta };
}

/** One step of an auto-rotating step list. */
export interface StepCopy {
  /** Short title. */
  title: string;
  /** One or two sentences. */
  text: string;
}

/** One ticked point: a bold lead-in and the rest of the sentence. */
export interface PointCopy {
  /** Bold lead-in. */
  title: string;
  /** Rest of the sentence. */
  text: string;
}

/** An offer section of the home page (content/home.json). */
export interface ShowcaseCopy {
  /** Fragment id of the section. */
  id: string;
  /** Small line above the title. */
  eyebrow: string;
  /** Section title. */
  title: string;
  /** Introductory paragraph. */
  intro: string;
  /** Illustration: file name in content/images/sections. */
  image: string;
  /** Its alternative text. */
  imageAlt: string;
  /** Illustration on the left on wide screens. */
  flip: boolean;
  /** Link to the offer page. */
  link: { /** Link text. */ label: string; /** Path inside the site. */ to: string };
  /** Auto-rotating steps (either steps or points). */
  steps?: StepCopy[];
  /** Ticked points. */
  points?: PointCopy[];
}

// --- Building blocks -------------------------------------------------------
//
// A schema is a function that returns the cleaned value or throws Invalid.
// (zod/mini did the same job for 7.5 KB of gzipped JavaScript on every page
// that shows content; these few rules fit in a tenth of that.)

class Invalid extends Error {}

type Schema<T> = (value: unknown, path: string) => T;

function fail(path: string, message: string): never {
  throw new Invalid(`${path || 'valeur'} : ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed, non-blank string of at most `max` characters. */
const text =
  (max: number): Schema<string> =>
  (value, path) => {
    if (typeof value !== 'string') fail(path, 'texte attendu');
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > max) fail(path, `1 à ${max} caractères attendus`);
    return trimmed;
  };

/** Optional texts (label, author): anything but a usable string is absent. */
const optionalText =
  (max: number): Schema<string | undefined> =>
  (value) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return trimmed && trimmed.length <= max ? trimmed : undefined;
  };

const pattern =
  (regex: RegExp, max: number): Schema<string> =>
  (value, path) =>
    typeof value === 'string' && value.length <= max && regex.test(value) ? value : fail(path, 'format invalide');

const positiveInt =
  (max: number): Schema<number> =>
  (value, path) =>
    Number.isInteger(value) && (value as number) > 0 && (value as number) <= max
      ? (value as number)
      : fail(path, `entier de 1 à ${max} attendu`);

/** An absent (or null) value stays absent. */
const optional =
  <T>(schema: Schema<T>): Schema<T | undefined> =>
  (value, path) =>
    value === undefined || value === null ? undefined : schema(value, path);

const array =
  <T>(item: Schema<T>, min: number, max: number): Schema<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) fail(path, 'liste attendue');
    if (value.length < min || value.length > max) fail(path, `${min} à ${max} éléments attendus`);
    return value.map((entry, index) => item(entry, `${path}.${index}`));
  };

/** An object with these keys (others are dropped); absent results are left out. */
const object =
  <T>(shape: { [K in keyof T]-?: Schema<T[K]> }): Schema<T> =>
  (value, path) => {
    if (!isRecord(value)) fail(path, 'objet attendu');
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const field = shape[key](value[key], path ? `${path}.${key}` : key);
      if (field !== undefined) result[key] = field;
    }
    return result as T;
  };

// An unknown colour is not worth losing a pill for.
const tone: Schema<Tone> = (value) =>
  value === 'primary' || value === 'orange' || value === 'yellow' ? value : 'primary';

const slug = pattern(/^[a-z0-9][a-z0-9-]*$/, 80);
// Images and links stay on this site (or an https page, for FAQ links).
const localUrl = pattern(/^\/[^/\\]/, URL_MAX);
const link = pattern(/^(\/|#|https:\/\/)\S*$/, URL_MAX);

const opti = object<Opti>({ folder: slug, base: slug, widths: array(positiveInt(4096), 1, 8) });

/** The entries of `raw` that pass `schema`; the others are dropped with a warning. */
function entries<T>(raw: unknown, schema: Schema<T>, what: string): T[] {
  if (!Array.isArray(raw)) return [];
  const kept: T[] = [];
  raw.forEach((entry, index) => {
    try {
      kept.push(schema(entry, ''));
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      console.warn(`${what} : entrée ${index} ignorée (${error.message}).`);
    }
  });
  return kept;
}

function title(raw: unknown, fallback: string, what: string): string {
  try {
    return text(TITLE_MAX)(raw, 'title');
  } catch {
    console.warn(`${what} : titre absent ou inutilisable, titre par défaut utilisé.`);
    return fallback;
  }
}

// --- Schemas, one per kind of file ---------------------------------------------

const testimonialPill = object<TestimonialPill>({ text: text(LABEL_MAX), variant: tone });
const testimonial = object<Testimonial>({
  label: optionalText(LABEL_MAX),
  text: text(TESTIMONIAL_MAX),
  author: optionalText(TITLE_MAX),
});

const client = object<Client>({
  name: text(LABEL_MAX),
  logo: localUrl,
  sites: optional(array(text(LABEL_MAX), 0, SITES_MAX)),
  opti: optional(opti),
  // Only the fallback entry carries the error flag; a file cannot set it.
  error: () => undefined,
});

const faqItem = object<FaqItem>({ question: text(QUESTION_MAX), answer: text(ANSWER_MAX) });
const faqCta = object<NonNullable<Faq['cta']>>({ text: text(LABEL_MAX), link });

const heroPill = object<HeroPill>({ text: text(LABEL_MAX), tone });
const heroCta = object<HeroCta>({ label: text(LABEL_MAX), routerLink: localUrl });
const heroSlide = object<HeroSlide>({
  title: text(TITLE_MAX),
  lead: text(LEAD_MAX),
  img: object<HeroSlide['img']>({
    src: localUrl,
    alt: text(ALT_MAX),
    dim: optional(object({ w: positiveInt(8192), h: positiveInt(8192) })),
    opti: optional(opti),
  }),
  // Spec §5 "pills need a text string": bad pills are dropped, the others
  // kept. Present (even null) means a list, as on the server.
  pills: (value) => (value === undefined ? undefined : entries(value, heroPill, 'pastilles')),
  ctas: optional(object<NonNullable<HeroSlide['ctas']>>({ primary: optional(heroCta), secondary: optional(heroCta) })),
});

const stepCopy = object<StepCopy>({ title: text(LABEL_MAX), text: text(LEAD_MAX) });
const showcase = object<ShowcaseCopy>({
  id: slug,
  eyebrow: text(LABEL_MAX),
  title: text(TITLE_MAX),
  intro: text(LEAD_MAX),
  image: slug,
  imageAlt: text(ALT_MAX),
  flip: (value, path) => (value === undefined ? false : typeof value === 'boolean' ? value : fail(path, 'booléen attendu')),
  link: object<ShowcaseCopy['link']>({ label: text(LABEL_MAX), to: localUrl }),
  steps: optional(array(stepCopy, 2, 8)),
  points: optional(array(stepCopy, 1, 8)),
});
const showcaseWithBody: Schema<ShowcaseCopy> = (value, path) => {
  const section = showcase(value, path);
  if ((section.steps === undefined) === (section.points === undefined)) fail(path, 'steps ou points attendus');
  return section;
};

// --- Spec §8 fallbacks -----------------------------------------------------------

/** Spec §8: one fallback logo with a fixed client name, and an error flag. */
export const CLIENTS_FALLBACK: readonly Client[] = [
  { name: 'Entreprise cliente', logo: '/static/img-opti/brand/logo.svg', error: true },
];

/** Spec §8: one testimonial attributed to a client, and the pill 'SLA clair'. */
export const TESTIMONIALS_FALLBACK: Testimonials = {
  title: DEFAULT_TESTIMONIALS_TITLE,
  items: [
    {
      label: 'Support',
      text: 'Support ultra-réactif, nos incidents sont réglés en quelques minutes.',
      author: "Responsable informatique d'une PME cliente",
    },
  ],
  pills: [{ text: 'SLA clair', variant: 'primary' }],
};

/** Spec §8: the FAQ that could not be loaded. */
export const FAQ_FALLBACK: Faq = {
  title: DEFAULT_FAQ_TITLE,
  items: [{ question: 'FAQ indisponible', answer: 'Veuillez réessayer plus tard.' }],
};

const copy = <T>(value: T): T => structuredClone(value);

// --- What pages call -------------------------------------------------------------

/** clients.json: the valid clients, or the fallback logo (with its error flag). */
export function parseClients(raw: unknown): Client[] {
  const clients = entries(raw, client, 'clients.json');
  if (clients.length) return clients;
  console.warn('clients.json inutilisable : logo de secours affiché.');
  return copy([...CLIENTS_FALLBACK]);
}

/** avis*.json: title, testimonials with a text, pills with a text; else the fallback. */
export function parseTestimonials(raw: unknown): Testimonials {
  const items = isRecord(raw) ? entries(raw.items, testimonial, 'témoignages') : [];
  if (!isRecord(raw) || !items.length) {
    console.warn('Témoignages inutilisables : témoignage de secours affiché.');
    return copy(TESTIMONIALS_FALLBACK);
  }
  return {
    title: title(raw.title, DEFAULT_TESTIMONIALS_TITLE, 'témoignages'),
    items,
    // Spec §5 "pills need a text string": bad pills are dropped, the others kept.
    pills: entries(raw.pills, testimonialPill, 'pastilles'),
  };
}

/**
 * faq_*.json. Valid JSON of the wrong shape is "malformed" (spec §5: default
 * title, no items); use faqUnavailable() when the file could not be loaded at
 * all (spec §8).
 */
export function parseFaq(raw: unknown): Faq {
  if (!isRecord(raw) || !Array.isArray(raw.items)) {
    console.warn('FAQ mal formée : titre par défaut, aucune question.');
    return { title: DEFAULT_FAQ_TITLE, items: [] };
  }
  const faq: Faq = { title: title(raw.title, DEFAULT_FAQ_TITLE, 'FAQ'), items: entries(raw.items, faqItem, 'FAQ') };
  if (raw.cta !== undefined && raw.cta !== null) {
    try {
      faq.cta = faqCta(raw.cta, 'cta');
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      console.warn(`FAQ : lien ignoré (${error.message}).`);
    }
  }
  return faq;
}

/** Spec §8, FAQ file failed (network or HTTP error, not JSON): logs and returns the fallback. */
export function faqUnavailable(reason: unknown): Faq {
  console.warn('FAQ indisponible :', reason);
  return copy(FAQ_FALLBACK);
}

/** home-coursel.json: the valid slides; none (and an error logged) when the file fails. */
export function parseHeroSlides(raw: unknown): HeroSlide[] {
  const slides = entries(raw, heroSlide, 'home-coursel.json');
  if (!slides.length) console.error('home-coursel.json inutilisable : aucune diapositive affichée.');
  return slides;
}

/** content/home.json: the valid offer sections; none (and a warning) when the file fails. */
export function parseHomeShowcases(raw: unknown): ShowcaseCopy[] {
  const sections = entries(raw, showcaseWithBody, 'home.json');
  if (!sections.length) console.warn('home.json inutilisable : sections des offres omises.');
  return sections;
}
