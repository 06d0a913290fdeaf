// @vitest-environment node
// content/validation-vectors.json against the client's rules: pytest runs
// the same file against the server's (leads/tests/test_validation_vectors.py).
import { describe, expect, it } from 'vitest';
import vectors from '../../../content/validation-vectors.json';
import type { ExtraFieldDefinition, LeadContext, LeadFieldKey, LeadFormValues, RuleCode } from './leadTypes';
import {
  check,
  composeMailFields,
  extraRule,
  extrasFor,
  leadRule,
  messageFor,
  reviewRule,
  trimValue,
  validateLead,
  validateReview,
} from './validation';

type Value = string | { repeat: string; times: number; prefix?: string; suffix?: string };
interface FieldVectors {
  valid: Value[];
  invalid: { value: Value; code: RuleCode }[];
}

function expand(value: Value): string {
  if (typeof value === 'string') return value;
  return (value.prefix ?? '') + value.repeat.repeat(value.times) + (value.suffix ?? '');
}

function label(value: Value): string {
  const text = expand(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 20)}…(${Array.from(text).length})` : text);
}

describe('lead field vectors', () => {
  for (const [key, spec] of Object.entries(vectors.lead as Record<string, FieldVectors>)) {
    const rule = leadRule(key as LeadFieldKey);
    for (const value of spec.valid) {
      it(`${key} accepts ${label(value)}`, () => expect(check(rule, expand(value))).toBeNull());
    }
    for (const { value, code } of spec.invalid) {
      it(`${key} refuses ${label(value)} (${code})`, () => expect(check(rule, expand(value))).toBe(code));
    }
  }
});

describe('extra field vectors', () => {
  for (const [context, fields] of Object.entries(vectors.extras as Record<string, Record<string, FieldVectors>>)) {
    for (const [key, spec] of Object.entries(fields)) {
      const definition = extrasFor(context as LeadContext).find((d) => d.key === key)!;
      const rule = extraRule(definition);
      for (const value of spec.valid) {
        it(`${context}.${key} accepts ${label(value)}`, () => expect(check(rule, expand(value))).toBeNull());
      }
      for (const { value, code } of spec.invalid) {
        it(`${context}.${key} refuses ${label(value)} (${code})`, () => expect(check(rule, expand(value))).toBe(code));
      }
    }
  }
});

describe('review field vectors', () => {
  for (const [key, spec] of Object.entries(vectors.review as Record<string, FieldVectors>)) {
    const rule = reviewRule(key as 'name' | 'company' | 'message');
    for (const value of spec.valid) {
      it(`${key} accepts ${label(value)}`, () => expect(check(rule, expand(value))).toBeNull());
    }
    for (const { value, code } of spec.invalid) {
      it(`${key} refuses ${label(value)} (${code})`, () => expect(check(rule, expand(value))).toBe(code));
    }
  }
});

describe('payload vectors (spec §7)', () => {
  for (const testCase of vectors.payload) {
    it(testCase.name, () => {
      const values = testCase.values as LeadFormValues;
      expect(composeMailFields(testCase.context as LeadContext | null, values)).toEqual(testCase.expected);
    });
  }
});

describe('rules', () => {
  it('uses the spec messages verbatim', () => {
    expect(messageFor(leadRule('email'), 'pattern')).toBe("L'email renseigné ne semble pas valide.");
    expect(messageFor(leadRule('email'), 'required')).toBe("L'e-mail professionnel est requis.");
    expect(messageFor(leadRule('phone'), 'pattern')).toBe('Le téléphone renseigné ne semble pas valide.');
    expect(messageFor(reviewRule('message'), 'required')).toBe('Le message est requis.');
    expect(messageFor(reviewRule('name'), 'required')).toBe('Le nom est requis.');
    expect(messageFor(leadRule('company'), 'maxLength')).toBe('128 caractères maximum.');
  });

  it('has the §3 extra fields per page', () => {
    const keys = (context: LeadContext) => extrasFor(context).map((d: ExtraFieldDefinition) => `${d.key}:${d.type}`);
    expect(keys('telephonie')).toEqual([]);
    expect(keys('internet')).toEqual(['sitesCount:number', 'address:text', 'bandwidth:text', 'needBackup:text']);
    expect(keys('infogerance')).toEqual([
      'usersCount:number',
      'serverCount:number',
      'supportHours:text',
      'sitesCount:number',
    ]);
    expect(keys('cyber')).toEqual(['usersCount:number', 'currentSecurity:text', 'urgency:text']);
    expect(keys('contact')).toEqual(['subject:text', 'callback:text', 'companySize:number']);
    const contact = extrasFor('contact');
    expect(contact[0].required).toBe(true);
    expect(contact[0].placeholder).toMatch(/moderniser la téléphonie/);
    expect(contact[1].label).toBe('Disponibilités pour rappel');
    expect(contact[2].label).toBe("Taille de l'entreprise");
  });

  it('validates whole forms with the server field names', () => {
    const values: LeadFormValues = {
      firstName: '',
      lastName: 'Durand',
      company: 'ACME',
      email: 'x',
      phone: '',
      message: '',
      extras: { subject: '', companySize: 'dix' },
    };
    expect(validateLead(values, extrasFor('contact'))).toEqual({
      firstName: 'Le prénom est requis.',
      email: "L'email renseigné ne semble pas valide.",
      'extras.subject': "L'objet de votre demande est requis.",
      'extras.companySize': 'Indiquez un nombre entier, en chiffres.',
    });
    expect(validateReview({ name: '', company: '', message: ' ' })).toEqual({ message: 'Le message est requis.' });
  });

  it("trims the server's whitespace set", () => {
    expect(trimValue('\u00a0\u3000 Marie \ufeff')).toBe('Marie');
  });
});
