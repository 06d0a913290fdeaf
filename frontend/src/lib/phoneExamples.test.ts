// @vitest-environment node
// content/phone-examples.json, the table of phone numbers pytest reads too
// (leads/tests/test_phone_examples.py, where libphonenumber gives each row its
// verdict). Here: the browser's check (the phone rule of content/validation.json,
// the spec's pattern) lets every row through, dialable or not, since the spec
// sends the form anyway and the server's answer is what refuses an impossible
// number; and the table is well-formed.
import { describe, expect, it } from 'vitest';
import table from '../../../content/phone-examples.json';
import { check, leadRule } from './validation';

interface Example {
  typed: string;
  dialable: boolean;
  e164?: string;
  staff?: string;
  why: string;
}

const examples: Example[] = table.examples;
const dialable = examples.filter((example) => example.dialable);
const rule = leadRule('phone');
const digits = (text: string) => text.replace(/\D/g, '');

describe('phone examples', () => {
  for (const example of examples) {
    it(`the browser sends ${JSON.stringify(example.typed)} to the server`, () => {
      expect(check(rule, example.typed)).toBeNull();
    });
  }

  it('holds French, Belgian and international numbers, dialable and impossible, the issue’s among them', () => {
    const countries = new Set(dialable.map((example) => example.e164!.slice(0, 3)));
    expect(countries).toContain('+33');
    expect(countries).toContain('+32');
    expect([...countries].filter((code) => code !== '+33' && code !== '+32').length).toBeGreaterThan(0);
    const verdict = Object.fromEntries(examples.map((example) => [example.typed, example.dialable]));
    expect(verdict).toMatchObject({ '02 123 45 67': true, '06 12 34': false, '01 30 12 12': false });
  });

  it('is well-formed: one row per number, a reason each, E.164 and the staff form exactly when dialable', () => {
    expect(new Set(examples.map((example) => example.typed)).size).toBe(examples.length);
    for (const example of examples) {
      expect(example.why.trim(), example.typed).not.toBe('');
      if (example.dialable) {
        // E.164: a + and at most 15 digits, the first not 0 (Lead.phone_e164 holds 16 characters).
        expect(example.e164, example.typed).toMatch(/^\+[1-9]\d{6,14}$/);
        // The form staff read is the same number: its digits, trunk 0 aside, end the E.164 form.
        expect(digits(example.e164!), example.typed).toMatch(
          new RegExp(`${digits(example.staff!).replace(/^0/, '')}$`),
        );
      } else {
        expect(example.e164, example.typed).toBeUndefined();
        expect(example.staff, example.typed).toBeUndefined();
      }
    }
  });
});
