import { type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';

/**
 * Numbers written in the usual ways ("1,000.50", "1.000,50", "1 000,5", "$ 1000.5"), compared by value. Unequal
 * numbers score by their relative difference: up to a fifth of the tolerance from 99 down to 90, up to the tolerance
 * down to 50, beyond it 0. matchConfig `{"tolerance": 0.05}` sets the tolerance (default 5 %).
 */
export interface NumberPrepared extends PreparedValue {
  /** The value; NaN when the text is no number. */
  value: number;
}

const TOLERANCE = 0.05;

/**
 * The number in a text, or NaN. With both "." and "," the later one is the decimal mark. With one of them: repeated,
 * or followed by exactly three digits after a non-zero integer part, it groups thousands ("1,000", "1.000.000");
 * otherwise it is the decimal mark ("1,5", "0.500").
 */
export function parseNumber(text: string): number {
  const compact = text.replace(/[\s'’_]/g, '').replace(/^[^\d+\-.,]+|[^\d.,]+$/g, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) return NaN;
  const [, sign, digits] = match as unknown as [string, string, string];
  const decimalMark = digits.lastIndexOf('.') > digits.lastIndexOf(',') ? '.' : ',';
  const group = decimalMark === '.' ? ',' : '.';
  let plain: string;
  if (digits.includes(group)) {
    plain = digits.replaceAll(group, '').replace(decimalMark, '.');
  } else {
    const parts = digits.split(decimalMark);
    const thousands =
      parts.length > 2 || (parts.length === 2 && parts[1]!.length === 3 && /^[1-9]\d{0,2}$/.test(parts[0]!));
    plain = thousands ? parts.join('') : parts.join('.');
  }
  return /^\d*\.?\d+$|^\d+\.$/.test(plain) ? Number(sign + plain) : NaN;
}

/** The prepared number from its canonical text, which String(value) gives and Number() reads back exactly. */
const numberOf = (raw: string, normalised: string): NumberPrepared => ({
  raw,
  normalised,
  tokens: normalised ? [normalised] : [],
  dropped: [],
  value: normalised ? Number(normalised) : NaN,
});

export const numberMethod: MatchMethodDefinition<NumberPrepared, string> = {
  configOptions: {
    tolerance: (value) =>
      typeof value === 'number' && value > 0 && value <= 1
        ? null
        : `must be a number above 0 and at most 1: the relative difference still scored (${TOLERANCE} is ${TOLERANCE * 100} %)`,
  },
  method: 'NUMBER',

  prepare(raw) {
    const value = parseNumber(raw);
    return numberOf(raw, Number.isFinite(value) ? String(value) : '');
  },
  store: (value) => value.normalised,
  restore: (normalised) => numberOf('', normalised),

  compare(input, candidate, options) {
    if (!input.normalised || !candidate.normalised) return noScore;
    if (input.value === candidate.value) return scored(100);
    const configured = options.config?.tolerance;
    const tolerance = typeof configured === 'number' && configured > 0 ? configured : TOLERANCE;
    const difference =
      Math.abs(input.value - candidate.value) / Math.max(Math.abs(input.value), Math.abs(candidate.value));
    const close = tolerance / 5;
    let score = 0;
    if (difference <= close) score = Math.min(99, 100 - (10 * difference) / close);
    else if (difference <= tolerance) score = 90 - (40 * (difference - close)) / (tolerance - close);
    return scored(Math.round(score));
  },

  /** The value rounded to a whole number, and to two significant digits, so that near values meet. */
  blockingKeys(value) {
    if (!value.normalised) return [];
    return [...new Set([String(Math.round(value.value)), `~${value.value.toPrecision(2)}`])];
  },
};
