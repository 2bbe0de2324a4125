/**
 * House numbers with their additions, whatever way they were written: "118b", "118 B", "118-b" and "118 bis" all
 * mean number 118 with an addition, and must compare equal however the source spelled them.
 *
 * A hyphen between two numbers where the second is larger ("6-8", "12-14") is read as a range of numbers (one
 * building at several numbers, as in "Jansbuitensingel 6-8"), not as number 6 with addition 8: `number` keeps the
 * first number so a lookup by number still finds the building, and `rangeTo` keeps the last. A smaller second
 * number ("12-1") cannot start a range, so it is an addition (flat 1 at number 12).
 */
export interface HouseNumber {
  /** Digits only, without leading zeros. */
  number: string;
  /** Upper case, without separators; '' when there is none. */
  addition: string;
  /** Last number of a range such as "6-8". */
  rangeTo?: string;
}

/**
 * Words written apart from the number that are still an addition. Anything longer is left alone so a locality
 * after the number ("Velperweg 8 Ede") is not taken for an addition.
 */
const SPACED_ADDITION = /^(?:[a-z]\d{0,3}|bis|ter|quater|hs|[1-9]\/[2-9])$/i;
const ATTACHED_ADDITION = /^[a-z][a-z\d]{0,5}$/i;
const SEPARATED_ADDITION = /^[a-z\d]{1,6}$/i;
/** French style additions, written in lower case after a space in every style. */
const WORD_ADDITIONS = new Set(['BIS', 'TER', 'QUATER']);
/** US half numbers ("2615 1/2"), written after a space in every style. */
const FRACTION = /^[1-9]\/[2-9]$/;

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** The parts of a text that holds only a house number, or undefined when it holds anything else. */
export function parseHouseNumber(text: string): HouseNumber | undefined {
  // "251." and "12a," are punctuation after the number, not part of it.
  const trimmed = text
    .trim()
    .replace(/[‐-―−]/g, '-')
    .replace(/[.,;:]+$/, '');
  const match = /^(\d{1,6})(.*)$/s.exec(trimmed);
  if (!match) return undefined;
  const number = withoutLeadingZeros(match[1]!);
  const rest = match[2]!;
  if (rest === '') return { number, addition: '' };

  const separated = /^\s*[-/]\s*(.+)$/s.exec(rest);
  if (separated) {
    const after = separated[1]!;
    if (!SEPARATED_ADDITION.test(after)) return undefined;
    if (/^\d+$/.test(after) && rest.trimStart().startsWith('-') && Number(after) > Number(number)) {
      return { number, addition: '', rangeTo: withoutLeadingZeros(after) };
    }
    return { number, addition: after.toUpperCase() };
  }
  if (/^\s/.test(rest)) {
    const word = rest.trim();
    return SPACED_ADDITION.test(word) ? { number, addition: word.toUpperCase() } : undefined;
  }
  return ATTACHED_ADDITION.test(rest) ? { number, addition: rest.toUpperCase() } : undefined;
}

/**
 * How an addition is written: `compact` "118B" (NL, US, GB), `spaced` "118 B" (FR), `de` "5a" (DIN 5008).
 * Word additions ("118 bis") and additions starting with a digit ("12-3") are written the same in every style,
 * since gluing digits to the number would change it.
 */
export type HouseNumberStyle = 'compact' | 'spaced' | 'de';

export function formatHouseNumber(parts: HouseNumber, style: HouseNumberStyle = 'compact'): string {
  const { number, addition, rangeTo } = parts;
  const base = rangeTo ? `${number}-${rangeTo}` : number;
  if (!addition) return base;
  if (WORD_ADDITIONS.has(addition)) return `${base} ${addition.toLowerCase()}`;
  if (FRACTION.test(addition)) return `${base} ${addition}`;
  if (/^\d/.test(addition)) return `${base}-${addition}`;
  if (style === 'spaced') return `${base} ${addition}`;
  if (style === 'de') return `${base}${addition.toLowerCase()}`;
  return `${base}${addition}`;
}

/** Whether two spellings name the same house number; text that is not a house number equals nothing. */
export function sameHouseNumber(a: string, b: string): boolean {
  const left = parseHouseNumber(a);
  const right = parseHouseNumber(b);
  return (
    left !== undefined &&
    right !== undefined &&
    left.number === right.number &&
    left.addition === right.addition &&
    left.rangeTo === right.rangeTo
  );
}
