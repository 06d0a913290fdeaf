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
//
// zod/mini keeps the home page's JavaScript small (tree-shakable functions).
import * as z from 'zod/mini';

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

// --- Building blocks -------------------------------------------------------

/** A trimmed, non-blank string of at most `max` characters. */
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** Optional texts (label, author): anything but a usable string is absent. */
const optionalText = (max: number) => z.optional(z.catch(z.optional(text(max)), undefined));
// An unknown colour is not worth losing a pill for.
const tone = z.catch(z.enum(['primary', 'orange', 'yellow']), 'primary');
const slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/), z.maxLength(80));
// Images and links stay on this site (or an https page, for FAQ links).
const localUrl = z.string().check(z.regex(/^\/[^/\\]/), z.maxLength(URL_MAX));
const link = z.string().check(z.regex(/^(\/|#|https:\/\/)\S*$/), z.maxLength(URL_MAX));
const size = z.int().check(z.positive(), z.lte(8192));

const optiSchema = z.object({
  folder: slug,
  base: slug,
  widths: z.array(z.int().check(z.positive(), z.lte(4096))).check(z.minLength(1), z.maxLength(8)),
});

type Schema<T> = z.ZodMiniType<T, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function summary(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
    .join('; ');
}

/** The entries of `raw` that pass `schema`; the others are dropped with a warning. */
function entries<T>(raw: unknown, schema: Schema<T>, what: string): T[] {
  if (!Array.isArray(raw)) return [];
  const kept: T[] = [];
  raw.forEach((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) kept.push(result.data);
    else console.warn(`${what}: entrée ${index} ignorée (${summary(result.error)}).`);
  });
  return kept;
}

/** Spec §5 "pills need a text string": bad pills are dropped, the others kept. */
const pills = <T>(schema: Schema<T>) =>
  z.pipe(
    z.unknown(),
    z.transform((raw) => entries(raw, schema, 'pastilles')),
  );

function title(raw: unknown, fallback: string, what: string): string {
  const result = text(TITLE_MAX).safeParse(raw);
  if (result.success) return result.data;
  console.warn(`${what}: titre absent ou inutilisable, titre par défaut utilisé.`);
  return fallback;
}

// --- Schemas, one per kind of file ---------------------------------------------

const testimonialPill: Schema<TestimonialPill> = z.object({ text: text(LABEL_MAX), variant: tone });
const testimonial: Schema<Testimonial> = z.object({
  label: optionalText(LABEL_MAX),
  text: text(TESTIMONIAL_MAX),
  author: optionalText(TITLE_MAX),
});

const client: Schema<Client> = z.object({
  name: text(LABEL_MAX),
  logo: localUrl,
  sites: z.optional(z.array(text(LABEL_MAX)).check(z.maxLength(SITES_MAX))),
  opti: z.optional(optiSchema),
});

const faqItem: Schema<FaqItem> = z.object({ question: text(QUESTION_MAX), answer: text(ANSWER_MAX) });
const faqCta = z.object({ text: text(LABEL_MAX), link });

const heroCta: Schema<HeroCta> = z.object({ label: text(LABEL_MAX), routerLink: localUrl });
const heroPill: Schema<HeroPill> = z.object({ text: text(LABEL_MAX), tone });
const heroSlide: Schema<HeroSlide> = z.object({
  title: text(TITLE_MAX),
  lead: text(LEAD_MAX),
  img: z.object({
    src: localUrl,
    alt: text(ALT_MAX),
    dim: z.optional(z.object({ w: size, h: size })),
    opti: z.optional(optiSchema),
  }),
  pills: z.optional(pills(heroPill)),
  ctas: z.optional(z.object({ primary: z.optional(heroCta), secondary: z.optional(heroCta) })),
});

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
    const cta = faqCta.safeParse(raw.cta);
    if (cta.success) faq.cta = cta.data;
    else console.warn(`FAQ : lien ignoré (${summary(cta.error)}).`);
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
