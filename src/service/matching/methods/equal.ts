import { noScore, type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { parseRecordId, toId18 } from '../../../contract/record-id';
import { words } from '../text/normalise-text';

const fromNormalised = (raw: string, normalised: string): PreparedValue => ({
  raw,
  normalised,
  tokens: words(normalised),
  dropped: [],
});

/** 15 or 18 letters and digits, with both: how a record id reads, a lookup's value. */
const RECORD_ID = /^(?=.*[0-9])(?=.*[A-Za-z])[0-9A-Za-z]{15}(?:[0-9A-Za-z]{3})?$/;

/**
 * Case is part of a record id: two ids differing in case alone name two records. Written in its 18-character form
 * (whose last three characters encode the case of the others) the id can be lower-cased like any other value, and
 * its 15- and 18-character forms compare equal.
 */
function caseSafe(value: string): string {
  if (!RECORD_ID.test(value)) return value;
  const id15 = parseRecordId(value);
  return id15 ? toId18(id15) : value;
}

/**
 * EQUAL: the whole value, ignoring case and the white space around it, and nothing else — inner spaces, accents
 * and punctuation count, so "Addressed World" and "AddressedWorld" differ. A record id (a lookup) keeps its case.
 * No word lists apply.
 */
export const equalMethod: MatchMethodDefinition<PreparedValue, string> = {
  method: 'EQUAL',
  termFrequency: true,
  prepare: (value) => fromNormalised(value, caseSafe(value.trim()).toLowerCase()),
  store: (value) => value.normalised,
  restore: (normalised) => fromNormalised('', normalised),
  compare(input, candidate) {
    if (!input.normalised || input.normalised !== candidate.normalised) return noScore;
    return scored(100);
  },
  blockingKeys: (value) => (value.normalised ? [value.normalised] : []),
};
