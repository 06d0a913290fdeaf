import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import parity from './parity-cases.json';
import clientsFile from '../../../content/data/clients.json';
import avisFile from '../../../content/data/avis.json';
import avisTelecomFile from '../../../content/data/avis_telecom.json';
import avisConnexionFile from '../../../content/data/avis_connexion.json';
import avisItFile from '../../../content/data/avis_it.json';
import faqVoipFile from '../../../content/data/faq_voip.json';
import faqNetFile from '../../../content/data/faq_net.json';
import faqItFile from '../../../content/data/faq_it.json';
import faqCyberFile from '../../../content/data/faq_cyber.json';
import heroFile from '../../../content/data/home-coursel.json';
import {
  CLIENTS_FALLBACK,
  DEFAULT_FAQ_TITLE,
  DEFAULT_TESTIMONIALS_TITLE,
  FAQ_FALLBACK,
  TESTIMONIALS_FALLBACK,
  faqUnavailable,
  parseClients,
  parseFaq,
  parseHeroSlides,
  parseHomeShowcases,
  parseTestimonials,
} from './schemas';
import homeCopy from '../../../content/home.json';

const PARSERS: Record<string, (raw: unknown) => unknown> = {
  testimonials: parseTestimonials,
  faq: parseFaq,
  clients: parseClients,
  hero: parseHeroSlides,
  showcases: parseHomeShowcases,
};

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the files of the repository', () => {
  it.each([
    ['clients', clientsFile, parseClients],
    ['avis', avisFile, parseTestimonials],
    ['avis_telecom', avisTelecomFile, parseTestimonials],
    ['avis_connexion', avisConnexionFile, parseTestimonials],
    ['avis_it', avisItFile, parseTestimonials],
    ['faq_voip', faqVoipFile, parseFaq],
    ['faq_net', faqNetFile, parseFaq],
    ['faq_it', faqItFile, parseFaq],
    ['faq_cyber', faqCyberFile, parseFaq],
    ['home-coursel', heroFile, parseHeroSlides],
  ] as const)('%s passes its schema untouched, without a warning', (_name, file, parse) => {
    expect(parse(file)).toEqual(file);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('content/home.json passes its schema untouched', () => {
    expect(parseHomeShowcases(homeCopy.showcases)).toEqual(
      homeCopy.showcases.map((section) => ({ flip: false, ...section })),
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('parsing twice gives the same result (pages parse what the server validated)', () => {
    const once = parseHeroSlides(heroFile);
    expect(parseHeroSlides(once)).toEqual(once);
    const testimonials = parseTestimonials(avisFile);
    expect(parseTestimonials(testimonials)).toEqual(testimonials);
  });
});

describe('same output as telecomsite/content.py (parity-cases.json)', () => {
  it.each(parity.cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    // JSON round trip: absent and undefined keys are the same thing on the wire.
    const output = JSON.parse(JSON.stringify(PARSERS[testCase.kind](testCase.input)));
    expect(output).toEqual(testCase.expected);
  });
});

describe('spec §5 testimonials rules', () => {
  it('keeps only entries whose text is a non-blank string, and warns for the others', () => {
    const data = parseTestimonials({
      title: 'Avis',
      items: [{ text: '  ' }, { text: 'Réglé en une heure.' }, { label: 'Sans texte' }, { text: null }],
      pills: [],
    });
    expect(data.items).toEqual([{ text: 'Réglé en une heure.' }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('pills need a text', () => {
    const data = parseTestimonials({
      title: 'Avis',
      items: [{ text: 'Bien.' }],
      pills: [{ variant: 'orange' }, { text: 'SLA clair', variant: 'orange' }, { text: 3 }],
    });
    expect(data.pills).toEqual([{ text: 'SLA clair', variant: 'orange' }]);
  });

  it.each([[''], ['   '], [null], [undefined], [42], ['x'.repeat(161)]])('title %j gives the default title', (title) => {
    expect(parseTestimonials({ title, items: [{ text: 'Bien.' }] }).title).toBe(DEFAULT_TESTIMONIALS_TITLE);
  });
});

describe('spec §8 fallbacks', () => {
  it.each([[undefined], [null], ['{"pas": "du json"'], [[]], [{}], [{ items: [] }]])(
    'testimonials %j give one testimonial and the pill "SLA clair"',
    (raw) => {
      expect(parseTestimonials(raw)).toEqual(TESTIMONIALS_FALLBACK);
      expect(TESTIMONIALS_FALLBACK.items[0].text).toBe(
        'Support ultra-réactif, nos incidents sont réglés en quelques minutes.',
      );
      expect(TESTIMONIALS_FALLBACK.pills).toEqual([{ text: 'SLA clair', variant: 'primary' }]);
      expect(warn).toHaveBeenCalled();
    },
  );

  it.each([[undefined], [null], ['texte'], [{}], [[]], [[{ name: 'Sans logo' }]]])(
    'clients %j give one fallback logo with its error flag',
    (raw) => {
      const clients = parseClients(raw);
      expect(clients).toEqual(CLIENTS_FALLBACK);
      expect(clients).toHaveLength(1);
      expect(clients[0].error).toBe(true);
      expect(warn).toHaveBeenCalled();
    },
  );

  it.each([[undefined], [null], [{}], [[]], [[{ title: 'Seule' }]]])('hero %j gives no slides and logs an error', (raw) => {
    expect(parseHeroSlides(raw)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an unavailable FAQ is "FAQ indisponible" / "Veuillez réessayer plus tard."', () => {
    expect(faqUnavailable(new TypeError('Failed to fetch'))).toEqual({
      title: DEFAULT_FAQ_TITLE,
      items: [{ question: 'FAQ indisponible', answer: 'Veuillez réessayer plus tard.' }],
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([[undefined], [null], ['FAQ'], [[]], [{ title: 'FAQ' }], [{ title: 'FAQ', items: {} }]])(
    'a malformed FAQ %j is the default title with no items',
    (raw) => {
      expect(parseFaq(raw)).toEqual({ title: 'Questions fréquentes', items: [] });
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('fallbacks are copies: a caller cannot alter the next one', () => {
    const first = parseTestimonials(null);
    first.items.push({ text: 'ajouté' });
    expect(parseTestimonials(null).items).toHaveLength(1);
    const faq = faqUnavailable('offline');
    faq.items.length = 0;
    expect(FAQ_FALLBACK.items).toHaveLength(1);
  });
});
