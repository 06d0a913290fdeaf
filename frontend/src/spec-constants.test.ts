// The spec's values (intervals, timeouts, counts, speeds, fixed labels),
// each checked once, here, beside its section of the spec. The behaviour
// tests use the symbols: a value changed on purpose is changed in its module
// and in this table, and nowhere else.
import { describe, expect, it } from 'vitest';
import { REVIEW_AUTO_CLOSE_MS } from './components/forms/ReviewModal';
import { THANK_YOU_AUTO_CLOSE_MS } from './components/forms/ThankYouDialog';
import {
  CLIENT_SPEED_DESKTOP,
  CLIENT_SPEED_EVEN_ROW,
  CLIENT_SPEED_ODD_ROW,
  MOBILE_QUERY,
} from './components/home/ClientMarquee';
import { HERO_INTERVAL } from './components/home/HeroCarousel';
import { STEP_INTERVAL } from './components/home/StepList';
import { TESTIMONIALS_SPEED } from './components/home/TestimonialsMarquee';
import { ALERT_DEFAULT_HEADER, ALERT_FIXED_HEADER, THEMES } from './components/shell/displaySettings';
import { LANGUAGES, LANG_COOKIE_MAX_AGE } from './components/shell/languages';
import { THREAT_MAP_TIMEOUT_MS } from './components/threatmap/ThreatMapFrame';
import { DEFAULT_CAROUSEL_INTERVAL } from './components/ui/Carousel';
import { FAQ_PREVIEW } from './components/ui/Faq';
import { IMAGE_WAIT_CAP } from './components/ui/Marquee';
import { REVEAL_ROOT_MARGIN } from './components/ui/Reveal';
import { SUBMIT_LABELS, leadRule } from './lib/validation';
import { SLOGAN } from './pages/HomePage';
import connexion from '../../content/page_connexion.json';
import cybersecurite from '../../content/page_cybersecurite.json';
import infogerance from '../../content/page_infogerance.json';
import telephonie from '../../content/page_telephonie.json';

type SpecValue = [section: string, what: string, actual: unknown, expected: unknown];

// The contact blocks the offer pages ship with (Marketing edits them in the page editor).
const OFFER_FILES = [telephonie, connexion, infogerance, cybersecurite];

const SPEC_VALUES: SpecValue[] = [
  // §1
  [
    '§1',
    "the promises of every offer page's lead form, as shipped",
    [...new Set(OFFER_FILES.map((file) => JSON.stringify(file.contact.points)))].map((points) => JSON.parse(points)),
    [
      [
        'Un conseiller vous rappelle sous 24 h',
        'Un audit initial gratuit de 30 minutes avec un expert',
        'Un devis clair et détaillé, sans engagement',
      ],
    ],
  ],
  // §2
  ['§2', 'the home page slogan', SLOGAN, 'Vos équipes avancent, vos outils suivent.'],
  [
    '§2',
    'the languages of the selector',
    LANGUAGES.map((language) => language.name),
    ['Français', 'English', 'Chinese', 'Japanese', 'Belgium'],
  ],
  // §3
  [
    '§3',
    'the twelve themes of the theme panel',
    THEMES,
    ['red', 'pink', 'orange', 'yellow', 'lime', 'green', 'teal', 'cyan', 'blue', 'purple', 'indigo', 'gray-500'],
  ],
  // §4
  [
    '§4',
    'the alert of the default-header rule',
    ALERT_DEFAULT_HEADER,
    'Default Header with Fixed Sidebar option is not supported. Proceed with Default Header with Default Sidebar.',
  ],
  [
    '§4',
    'the alert of the fixed-header rule',
    ALERT_FIXED_HEADER,
    'Default Header with Fixed Sidebar option is not supported. Proceed with Fixed Header with Fixed Sidebar.',
  ],
  // §5
  [
    '§5',
    'the lead field limits: first name, last name, company, e-mail, phone, message',
    (['firstName', 'lastName', 'company', 'email', 'phone', 'message'] as const).map((key) => leadRule(key).maxLength),
    [64, 64, 128, 128, 32, 2000],
  ],
  [
    '§5',
    'the submit labels of the lead form',
    SUBMIT_LABELS,
    {
      default: 'Être recontacté par un conseiller',
      offer: 'Recevoir mon devis gratuit',
      contact: 'Envoyer ma demande',
    },
  ],
  // §9
  ['§9', 'the hero carousel interval, ms (the 10000 ms reading)', HERO_INTERVAL, 10_000],
  ['§9', 'the generic carousel default interval, ms', DEFAULT_CAROUSEL_INTERVAL, 5000],
  ['§9', 'the step rotation, ms', STEP_INTERVAL, 3500],
  ['§9', 'the threat-map frame timeout, ms', THREAT_MAP_TIMEOUT_MS, 2500],
  ['§9', 'the thank-you dialog auto-close, ms', THANK_YOU_AUTO_CLOSE_MS, 3000],
  ['§9', 'the review modal auto-close after a send, ms', REVIEW_AUTO_CLOSE_MS, 3000],
  ['§9', 'the FAQ preview, items', FAQ_PREVIEW, 5],
  ['§9', 'the marquee image wait cap, ms', IMAGE_WAIT_CAP, 600],
  ['§9', 'the client marquee speed on desktop, px/s', CLIENT_SPEED_DESKTOP, 35],
  [
    '§9',
    'the client marquee speeds below 768 px, even and odd rows, px/s',
    [CLIENT_SPEED_EVEN_ROW, CLIENT_SPEED_ODD_ROW],
    [32, 28],
  ],
  ['§9', 'the testimonials marquee speed, px/s', TESTIMONIALS_SPEED, 30],
  ['§9', 'the content breakpoint, 768 px', MOBILE_QUERY, '(max-width: 767.98px)'],
  ['§9', 'reveal on scroll at a 10% bottom margin', REVEAL_ROOT_MARGIN, '0px 0px -10% 0px'],
  // The cookie table
  ['cookie table', 'tq_lang lifetime: 6 months (180 days), s', LANG_COOKIE_MAX_AGE, 15_552_000],
];

describe('spec values', () => {
  it.each(SPEC_VALUES)('%s: %s', (_section, _what, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
