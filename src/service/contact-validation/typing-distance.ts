import { editDistance } from '../matching/similarity/levenshtein';

/** QWERTY rows with their stagger, so keys can be placed on one grid. */
const ROWS: [string, number][] = [
  ['1234567890-', 0],
  ['qwertyuiop', 0.5],
  ['asdfghjkl', 0.75],
  ['zxcvbnm,.', 1.25],
];
const KEYS = new Map(
  ROWS.flatMap(([keys, offset], row) =>
    [...keys].map((key, column) => [key, { row, x: column + offset }] as const),
  ),
);

/** Keys a finger slips between: side by side, or touching in the row above or below. */
function neighbours(a: string, b: string): boolean {
  const first = KEYS.get(a);
  const second = KEYS.get(b);
  if (!first || !second) return false;
  const rows = Math.abs(first.row - second.row);
  const across = Math.abs(first.x - second.x);
  return rows === 0 ? across === 1 : rows === 1 && across <= 1;
}

/**
 * Edit distance as typing errs: a swap, a doubled or dropped letter cost 1 as usual, but one letter for another
 * costs 1 only for neighbouring keys (gnail → gmail), and a letter more or less before the first costs 2 too:
 * email.com and mail.com are providers of their own, not gmail.com typed wrong.
 */
export function typingDistance(a: string, b: string): number {
  const distance = editDistance(a, b);
  if (distance !== 1) return distance;
  if (a.length !== b.length) return a[0] !== b[0] && (a.slice(1) === b || b.slice(1) === a) ? 2 : 1;
  const at = [...a].findIndex((letter, index) => letter !== b[index]);
  const swapped = a[at + 1] === b[at] && a[at] === b[at + 1];
  return swapped || neighbours(a[at]!, b[at]!) ? 1 : 2;
}
