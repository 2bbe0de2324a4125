import type { SearchInput } from '../../../contract/search';
import type { SearchField, SearchFieldKind } from './search-fields';

/** What the search form holds; every input is text, as the search API takes string values only. */
export interface SearchFormValues {
  values: Record<string, string>;
  /** Chosen scenarios; none means the record type's search-API scenarios. */
  scenarioIds: string[];
  filterDeveloperName: string;
}

export function emptySearchForm(fields: readonly SearchField[]): SearchFormValues {
  return {
    values: Object.fromEntries(fields.map((field) => [field.name, ''])),
    scenarioIds: [],
    filterDeveloperName: '',
  };
}

/** The search request for the form's values: trimmed, empty ones left out, optional parts only when set. */
export function toSearchInput(objectPrefix: string, form: SearchFormValues): SearchInput {
  const objectData: Record<string, string> = {};
  for (const [name, value] of Object.entries(form.values)) {
    const trimmed = (value ?? '').trim();
    if (trimmed) objectData[name] = trimmed;
  }
  const input: SearchInput = { objectPrefix, objectData };
  if (form.scenarioIds.length > 0) input.scenarioIds = [...form.scenarioIds];
  const filter = form.filterDeveloperName.trim();
  if (filter) input.filterDeveloperName = filter;
  return input;
}

export const hasSearchValues = (input: SearchInput) => Object.keys(input.objectData).length > 0;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RECORD_ID = /^[0-9A-Za-z]{15}([0-9A-Za-z]{3})?$/;
const NUMERIC_DATE = /^(\d{1,4})[-./\s](\d{1,2})[-./\s](\d{1,4})([T\s]\d{1,2}:\d{2}.*)?$/i;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether a text reads as a calendar date: ISO (2024-03-05, also with a time), compact (20240305), numeric with any
 * separator in either day/month order (05.03.2024, 3/5/24), or a form the browser parses ("5 March 2024").
 */
export function looksLikeDate(text: string): boolean {
  const compact = COMPACT_DATE.exec(text);
  if (compact) return isRealDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const numeric = NUMERIC_DATE.exec(text);
  if (numeric) {
    const [first, second, third] = [numeric[1]!, numeric[2]!, numeric[3]!];
    if (first.length > 2) return isRealDate(Number(first), Number(second), Number(third));
    if (third.length === 3) return false;
    const year = Number(third.length === 2 ? `20${third}` : third);
    return isRealDate(year, Number(first), Number(second)) || isRealDate(year, Number(second), Number(first));
  }
  return /[a-z]/i.test(text) && !Number.isNaN(Date.parse(text));
}

/** The client-side check of one field, mirroring what the service can read; undefined when the value is fine. */
export function validateFieldValue(kind: SearchFieldKind, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  switch (kind) {
    case 'email':
      return EMAIL.test(value) ? undefined : 'Enter an e-mail address such as name@example.com.';
    case 'phone':
      return /\d/.test(value) ? undefined : 'A phone number must contain digits.';
    case 'number':
      return Number.isFinite(Number(value.replace(/[\s,]/g, ''))) ? undefined : 'Enter a number.';
    case 'date':
    case 'datetime':
      return looksLikeDate(value) ? undefined : 'Enter a date such as 2024-03-05.';
    case 'reference':
      return RECORD_ID.test(value) ? undefined : 'Enter a record ID of 15 or 18 letters and digits.';
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'Choose Yes or No.';
    default:
      return undefined;
  }
}
