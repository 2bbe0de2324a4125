import { type MatchMethodDefinition, type MatchOptions, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';
import { editDistance } from '../similarity/levenshtein';
import { words } from '../text/normalise-text';

/**
 * Calendar dates in the usual notations, compared as dates: ISO (2024-03-05, also with a time), numeric with any
 * separator (03/05/2024, 05.03.2024, 5-3-24), compact (20240305) and with month names in English, German, Dutch,
 * French or Spanish ("5 March 2024", "Mar 5, 2024", "5. März 2024"). Day and month of a numeric date are read in the
 * order of matchConfig `{"order": "DMY" | "MDY"}`, by default MDY for the United States and DMY elsewhere; a part
 * above 12 is the day whatever the order.
 */
export interface DatePrepared extends PreparedValue {
  year: number;
  month: number;
  day: number;
}

type Order = 'DMY' | 'MDY';

/** Countries writing month before day; the rest of the world writes day first (or year first, read as ISO). */
const MONTH_FIRST = new Set(['US', 'PH', 'PR', 'GU', 'AS', 'VI', 'MP', 'UM', 'FM', 'MH', 'PW']);

/** Month names and abbreviations by month, folded like the text they are read from. */
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'januari', 'janvier', 'enero', 'ene'],
  ['february', 'feb', 'februar', 'februari', 'fevrier', 'fevr', 'fev', 'febrero'],
  ['march', 'mar', 'marz', 'maart', 'mrt', 'mars', 'marzo'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr'],
  ['may', 'mai', 'mei', 'mayo'],
  ['june', 'jun', 'juni', 'juin', 'junio'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio'],
  ['august', 'aug', 'augustus', 'aout', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dez', 'dezember', 'decembre', 'diciembre', 'dic'],
];
const MONTH_BY_NAME = new Map(MONTHS.flatMap((names, i) => names.map((name) => [name, i + 1] as const)));

const DAY_AND_MONTH_SWAPPED = 80;
const ONE_DIGIT_OFF = 60;
/** Two digits mistyped: still a slip rather than another person's date, who differs in three digits or more. */
const TWO_DIGITS_OFF = 30;
/** Dates close together are often one slip (a shifted day, the month before); the closer, the likelier. */
const WITHIN_A_MONTH = 50;
const WITHIN_A_YEAR = 25;
const DAY_MS = 86_400_000;
/** A placeholder's year against a year next to it: as likely a slip as not. */
const NEIGHBOURING_YEAR = 50;

/** 1 January stands in for an unknown day and month far more often than anyone is born on it. */
const yearOnly = (value: DatePrepared) => value.month === 1 && value.day === 1;

function dateOrder(options: MatchOptions): Order {
  const configured = options.config?.order;
  if (configured === 'DMY' || configured === 'MDY') return configured;
  return MONTH_FIRST.has(options.defaultCountry.toUpperCase()) ? 'MDY' : 'DMY';
}

/** Two-digit years: up to 30 years ahead of now is this century, the rest the last one. */
function fullYear(year: number, digits: number): number {
  if (digits > 2) return year;
  const pivot = (new Date().getUTCFullYear() + 30) % 100;
  return year + (year <= pivot ? 2000 : 1900);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** [year, month, day] of a text, or null. */
export function parseDate(text: string, order: Order): [number, number, number] | null {
  const compact = /^\s*(\d{4})(\d{2})(\d{2})\s*$/.exec(text);
  if (compact) return [Number(compact[1]), Number(compact[2]), Number(compact[3])];
  // A time is cut off; ordinal days ("5th", "1er") read as numbers.
  const withoutTime = text.replace(/[T\s]\d{1,2}:\d{2}.*$/i, '');
  const parts = words(withoutTime).map((word) => word.replace(/^(\d+)(st|nd|rd|th|er|e)$/, '$1'));
  const monthIndex = parts.findIndex((part) => MONTH_BY_NAME.has(part));
  const numbers = parts.filter((part) => /^\d+$/.test(part));
  if (monthIndex >= 0) {
    if (numbers.length !== 2) return null;
    const yearAt = numbers.findIndex((n) => n.length > 2 || Number(n) > 31);
    const year = numbers[yearAt < 0 ? 1 : yearAt]!;
    const day = numbers[yearAt === 0 ? 1 : 0]!;
    return [fullYear(Number(year), year.length), MONTH_BY_NAME.get(parts[monthIndex]!)!, Number(day)];
  }
  if (numbers.length !== 3 || parts.length !== 3) return null;
  const [first, second, third] = numbers as [string, string, string];
  if (first.length > 2) return [Number(first), Number(second), Number(third)];
  let [day, month] = order === 'DMY' ? [first, second] : [second, first];
  if (Number(month) > 12 && Number(day) <= 12) [day, month] = [month, day];
  return [fullYear(Number(third), third.length), Number(month), Number(day)];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const iso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Digits of the written dates that differ (an adjacent pair swapped counts as one). */
const digitsOff = (a: DatePrepared, b: DatePrepared) => editDistance(a.normalised, b.normalised);

const daysApart = (a: DatePrepared, b: DatePrepared) =>
  Math.abs(Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day)) / DAY_MS;

/** A date, or with year 0 no date. */
function calendarDate(raw: string, year: number, month: number, day: number): DatePrepared {
  const normalised = year ? iso(year, month, day) : '';
  return { raw, normalised, tokens: normalised ? [normalised] : [], dropped: [], year, month, day };
}

export const dateMethod: MatchMethodDefinition<DatePrepared, [number, number, number]> = {
  configOptions: {
    order: (value) =>
      value === 'DMY' || value === 'MDY'
        ? null
        : "must be 'DMY' or 'MDY': how a date such as 03/04/1990 is read (by the default country unless given)",
  },
  method: 'DATE',

  prepare(raw, options) {
    const parsed = parseDate(raw, dateOrder(options));
    return parsed && isRealDate(...parsed) ? calendarDate(raw, ...parsed) : calendarDate(raw, 0, 0, 0);
  },
  store: ({ year, month, day }) => [year, month, day],
  restore: ([year, month, day]) => calendarDate('', year, month, day),

  /**
   * Equal 100; day and month swapped 80; one digit off 60; up to 31 days apart 50; two digits off 30; up to a year
   * apart 25; anything else 0. A year-only date (1 January) on either side is compared by its year: the same 100, the next 50, else 0.
   */
  compare(input, candidate) {
    if (!input.normalised || !candidate.normalised) return noScore;
    if (input.normalised === candidate.normalised) return scored(100);
    if (yearOnly(input) || yearOnly(candidate)) {
      const years = Math.abs(input.year - candidate.year);
      return years === 0 ? scored(100) : years === 1 ? scored(NEIGHBOURING_YEAR) : noScore;
    }
    if (input.year === candidate.year && input.day === candidate.month && input.month === candidate.day) {
      return scored(DAY_AND_MONTH_SWAPPED);
    }
    const digits = digitsOff(input, candidate);
    if (digits === 1) return scored(ONE_DIGIT_OFF);
    const days = daysApart(input, candidate);
    if (days <= 31) return scored(WITHIN_A_MONTH);
    if (digits === 2) return scored(TWO_DIGITS_OFF);
    return days <= 366 ? scored(WITHIN_A_YEAR) : noScore;
  },

  /** Only a date more than a year away and three digits or more apart is clearly another birth date. */
  guardBelow: WITHIN_A_YEAR,
  placeholder: yearOnly,

  /** The ISO date, and the date with day and month swapped when that is a date too, so swaps meet. */
  blockingKeys(value) {
    if (!value.normalised) return [];
    const { year, month, day } = value;
    return day !== month && day <= 12 ? [value.normalised, iso(year, day, month)] : [value.normalised];
  },
};
