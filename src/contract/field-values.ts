import { parseRecordId } from './record-id';
import type { FieldValue } from './records';
import type { SObjectFieldType } from './sobjects';

/**
 * What a valid value of each field type is, and its stored form. One rule set for the service, which refuses a
 * record that breaks it, and for the console's forms, which say so before anything is sent.
 */
export type CheckedValue = { ok: true; value: FieldValue } | { ok: false; problem: string };

export interface FieldRule {
  type: SObjectFieldType;
  picklistValues?: readonly string[];
  /** For lookups: the record type pointed to, and the key prefix its ids start with. */
  referenceTarget?: { name: string; keyPrefix: string };
}

/** Longest text Salesforce keeps in a text field and in a long text area. */
export const MAX_TEXT_LENGTH = 255;
export const MAX_TEXTAREA_LENGTH = 32_000;

/** The most characters a field of the type can hold: a longer value can be neither stored nor searched with. */
export const maxLengthOf = (type: SObjectFieldType): number =>
  type === 'textarea' ? MAX_TEXTAREA_LENGTH : MAX_TEXT_LENGTH;

/** The words for a value longer than its field holds, the same wherever it is refused. */
export const tooLongProblem = (text: string, type: SObjectFieldType): string | undefined =>
  text.length > maxLengthOf(type)
    ? `is ${text.length} characters long; at most ${maxLengthOf(type)} fit`
    : undefined;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the usual separators, an optional leading +, and an optional extension ("x12", "ext. 12").
const PHONE = /^\+?[0-9 ()./-]+(\s*(x|ext\.?)\s*[0-9]+)?$/i;
const URL_LIKE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;
const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const ok = (value: FieldValue): CheckedValue => ({ ok: true, value });
const problem = (text: string): CheckedValue => ({ ok: false, problem: text });

/** Whether a text is a real calendar date as yyyy-mm-dd (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkText(type: SObjectFieldType, text: string, rule: FieldRule): CheckedValue {
  switch (type) {
    case 'email':
      return EMAIL.test(text) && text.length <= 80
        ? ok(text)
        : problem(`'${text}' is not a valid e-mail address`);
    case 'phone': {
      const digits = text.replace(/\D/g, '').length;
      return PHONE.test(text) && digits >= 3 && digits <= 20 && text.length <= 40
        ? ok(text)
        : problem(`'${text}' is not a valid phone number`);
    }
    case 'url':
      return URL_LIKE.test(text) && text.length <= MAX_TEXT_LENGTH
        ? ok(text)
        : problem(`'${text}' is not a valid web address`);
    case 'date':
      return isCalendarDate(text) ? ok(text) : problem(`'${text}' is not a date as yyyy-mm-dd`);
    case 'double':
      return NUMBER_TEXT.test(text) && Number.isFinite(Number(text))
        ? ok(Number(text))
        : problem(`'${text}' is not a number`);
    case 'boolean': {
      const folded = text.toLowerCase();
      return folded === 'true' || folded === 'false'
        ? ok(folded === 'true')
        : problem(`'${text}' is not true or false`);
    }
    case 'picklist': {
      const allowed = rule.picklistValues ?? [];
      const canonical = allowed.find((value) => value.toLowerCase() === text.toLowerCase());
      return canonical !== undefined
        ? ok(canonical)
        : problem(`'${text}' is not one of the values ${allowed.map((value) => `'${value}'`).join(', ')}`);
    }
    case 'reference': {
      const id15 = parseRecordId(text);
      if (!id15) return problem(`'${text}' is not a record id (15 or 18 characters)`);
      const target = rule.referenceTarget;
      if (target && !id15.startsWith(target.keyPrefix)) {
        return problem(`'${text}' is not the id of a ${target.name} (those start with ${target.keyPrefix})`);
      }
      return ok(id15);
    }
    default: {
      const tooLong = tooLongProblem(text, type);
      return tooLong ? problem(tooLong) : ok(text);
    }
  }
}

/** The words for a required field left empty, the same in the browser and in the service's refusal. */
export const requiredProblem = (typeLabel: string) =>
  `is required for ${/^[aeiou]/i.test(typeLabel) ? 'an' : 'a'} ${typeLabel}`;

/**
 * Checks a value for a field and answers it in stored form: text trimmed and blank text as null, numbers and
 * booleans also accepted as their text, a picklist value in the list's own spelling, a lookup as its
 * 15-character id. Null is always valid here; whether the field may be empty is the caller's question.
 */
export function checkFieldValue(rule: FieldRule, value: FieldValue): CheckedValue {
  if (value === null) return ok(null);
  if (typeof value === 'number') {
    if (rule.type === 'double') return Number.isFinite(value) ? ok(value) : problem('is not a finite number');
    return problem(`expects ${expected(rule.type)}, got a number`);
  }
  if (typeof value === 'boolean') {
    return rule.type === 'boolean' ? ok(value) : problem(`expects ${expected(rule.type)}, got true or false`);
  }
  const text = value.trim();
  if (text === '') return ok(null);
  return checkText(rule.type, text, rule);
}

function expected(type: SObjectFieldType): string {
  switch (type) {
    case 'double':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'date':
      return 'a date as yyyy-mm-dd';
    case 'reference':
      return 'a record id';
    default:
      return 'text';
  }
}
