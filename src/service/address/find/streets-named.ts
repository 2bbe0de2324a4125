import { normaliseText } from '../../matching/text/normalise-text';
import type { StreetEntry } from '../index/street-index';
import type { TypedWord } from './highlight';

/** The streets whose name holds every typed word (a word still being typed as part of one): all without words. */
export function streetsNamed(streets: readonly StreetEntry[], words: readonly TypedWord[]): StreetEntry[] {
  return streets.filter((street) => {
    const name = normaliseText(street.street);
    return words.every((word) => name.includes(word.text));
  });
}
