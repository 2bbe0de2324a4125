import { doubleMetaphone } from 'double-metaphone';

/**
 * Double Metaphone codes of words already coded: names, streets and company words repeat from record to record,
 * and a search codes the same input words for several forms and record types. Emptied when full, which keeps it
 * small; the common words come straight back.
 */
const known = new Map<string, readonly [string, string]>();
const KNOWN_WORDS = 4096;

/** The word's Double Metaphone codes, primary and alternate (either may be empty). */
export function soundsOf(word: string): readonly [string, string] {
  let codes = known.get(word);
  if (codes === undefined) {
    codes = doubleMetaphone(word);
    if (known.size === KNOWN_WORDS) known.clear();
    known.set(word, codes);
  }
  return codes;
}
