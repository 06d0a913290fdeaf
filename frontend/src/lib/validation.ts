// The lead and review rules of spec §5 and the §7 payload building, read
// from content/validation.json: Django (leads/validation.py) applies the same
// file, and content/validation-vectors.json is run by both test suites.
import rulesJson from '../../../content/validation.json';
import type { FieldMessages, FieldSpec, ValidationFile } from '../content/types.generated';
import type { ExtraFieldDefinition, LeadContext, LeadFieldKey, LeadFormValues, RuleCode } from './leadTypes';

/** One field rule, compiled from its entry in content/validation.json. */
export interface FieldRule {
  /** Field key. */
  key: string;
  /** Visible label. */
  label: string;
  /** Input kind: text, email, tel, textarea or number. */
  type: FieldSpec['type'];
  /** Refused when empty. */
  required: boolean;
  /** Limit in Unicode code points. */
  maxLength: number;
  /** Whole-value pattern, when any. */
  pattern?: RegExp;
  /** autocomplete attribute. */
  autocomplete: string;
  /** Placeholder. */
  placeholder: string;
  /** Messages replacing the generic ones. */
  messages: FieldMessages;
}

// Typed by the pydantic models that Django validates the file with (`make
// types`): this assignment fails to type-check when the two part ways.
const raw: ValidationFile = rulesJson;

const TRIM = new RegExp(`^${raw.whitespace}+|${raw.whitespace}+$`, 'g');
const CONTROL_SINGLE = new RegExp(raw.controlChars.singleLine);
const CONTROL_MULTI = new RegExp(raw.controlChars.multiLine);

function toRule(spec: FieldSpec): FieldRule {
  const typeRules = raw.lead.extraTypes[spec.type];
  const pattern = spec.pattern ?? (spec.type === 'number' ? typeRules?.pattern : undefined);
  return {
    key: spec.key,
    label: spec.label,
    type: spec.type,
    required: Boolean(spec.required),
    maxLength: spec.maxLength ?? typeRules?.maxLength ?? 200,
    pattern: pattern ? new RegExp(pattern) : undefined,
    autocomplete: spec.autocomplete ?? 'off',
    placeholder: spec.placeholder ?? '',
    messages: spec.messages ?? {},
  };
}

export const LEAD_FIELDS: FieldRule[] = raw.lead.fields.map(toRule);
export const REVIEW_FIELDS: FieldRule[] = raw.review.fields.map(toRule);
export const SUBMIT_LABELS = raw.lead.submitLabels;
export const LEAD_LOCALE = raw.lead.payload.locale;
/** The campaign parameters a lead carries, and their bound (lib/leadOrigin.ts). */
export const ORIGIN_RULES = raw.lead.origin;

/** The extra fields of a page (spec §3 table). */
export function extrasFor(context: LeadContext): ExtraFieldDefinition[] {
  return raw.lead.extras[context] ?? [];
}

/** Rule of an extra field (its type gives the limit and pattern). */
export function extraRule(definition: ExtraFieldDefinition): FieldRule {
  return toRule(definition);
}

export function leadRule(key: LeadFieldKey): FieldRule {
  return LEAD_FIELDS.find((field) => field.key === key)!;
}

export function reviewRule(key: 'name' | 'company' | 'message'): FieldRule {
  return REVIEW_FIELDS.find((field) => field.key === key)!;
}

/** Trims the whitespace characters the server trims (not JS's own set). */
export function trimValue(value: string): string {
  return value.replace(TRIM, '');
}

// Lone surrogates cannot be stored or mailed; JSON would still carry them.
function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Length in Unicode code points, as Python's len() counts. */
function codePoints(value: string): number {
  return Array.from(value).length;
}

/** The first rule the value breaks, or null. Same order as the server. */
export function check(rule: FieldRule, value: string): RuleCode | null {
  const control = rule.type === 'textarea' ? CONTROL_MULTI : CONTROL_SINGLE;
  if (!isWellFormed(value) || control.test(value)) return 'controlChars';
  const trimmed = trimValue(value);
  if (!trimmed) return rule.required ? 'required' : null;
  if (codePoints(trimmed) > rule.maxLength) return 'maxLength';
  if (rule.pattern && !rule.pattern.test(trimmed)) return rule.type === 'number' ? 'number' : 'pattern';
  return null;
}

/** The French message of a broken rule. */
export function messageFor(rule: FieldRule, code: RuleCode): string {
  return rule.messages[code] ?? raw.messages[code].replace('{max}', String(rule.maxLength));
}

/** Field key (extras as 'extras.<key>', as the server names them) → message. */
export type FieldErrors = Record<string, string>;

export function validateLead(values: LeadFormValues, extras: ExtraFieldDefinition[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of LEAD_FIELDS) {
    const code = check(rule, values[rule.key as LeadFieldKey] ?? '');
    if (code) errors[rule.key] = messageFor(rule, code);
  }
  for (const definition of extras) {
    const rule = extraRule(definition);
    const code = check(rule, values.extras[definition.key] ?? '');
    if (code) errors[`extras.${definition.key}`] = messageFor(rule, code);
  }
  return errors;
}

export function validateReview(values: { name: string; company: string; message: string }): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of REVIEW_FIELDS) {
    const code = check(rule, values[rule.key as 'name' | 'company' | 'message'] ?? '');
    if (code) errors[rule.key] = messageFor(rule, code);
  }
  return errors;
}

// Literal substitution: a visitor's "$&" must stay "$&" (String.replace
// would read it as a pattern), exactly like Python's str.replace.
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Subject, name and message of the mail payload, exactly as spec §7 builds them. */
export function composeMailFields(
  context: LeadContext | null,
  values: LeadFormValues,
  extras: ExtraFieldDefinition[] = context ? extrasFor(context) : [],
): { subject: string; name: string; message: string } {
  const p = raw.lead.payload;
  const company = trimValue(values.company);
  const subject = company
    ? fill(context ? p.subject : p.subjectWithoutContext, { context: context ?? '', company })
    : p.subjectFallback;
  const name = [trimValue(values.firstName), trimValue(values.lastName)].filter(Boolean).join(' ');
  const weight = (d: ExtraFieldDefinition) => d.weight ?? p.defaultWeight;
  const lines = [fill(p.messageFirstLine, { message: trimValue(values.message) })];
  // Array.prototype.sort is stable: equal weights keep the table's order, as in Python.
  const filled = extras.filter((d) => trimValue(values.extras[d.key] ?? '')).sort((a, b) => weight(a) - weight(b));
  for (const definition of filled) {
    lines.push(fill(p.extraLine, { label: definition.label, value: trimValue(values.extras[definition.key]) }));
  }
  return { subject, name, message: lines.join('\n') };
}
