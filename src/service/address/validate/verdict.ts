import type { Advice } from '../../../contract/address';
import { editSimilarity } from '../../matching/similarity/levenshtein';
import { LEVEL, type Level, type ResolvedAddress } from '../model/resolved-address';
import { cityKey, postcodeKey, streetKey, writtenOut } from '../store/address-keys';
import type { AddressQuery } from './address-query';
import { MIN_CITY_SIMILARITY } from './locality-candidates';

/**
 * How one part of a candidate relates to the input: `same` up to spelling conventions, `changed` corrected or
 * replaced, `filled` added where the input had nothing, `unverified` given but nothing could check it, `absent`
 * in neither.
 */
export type PartState = 'same' | 'changed' | 'filled' | 'unverified' | 'absent';

export const PARTS = [
  'state',
  'city',
  'postcode',
  'street',
  'housenumber',
  'addition',
  'unit',
  'poBox',
] as const;
export type Part = (typeof PARTS)[number];

export interface Comparison {
  parts: Record<Part, PartState>;
  /** The level the input is verified to as given: X of 5XY. */
  given: Level;
  /** 0–1, how close the candidate is to what was asked; ranks suggestions. */
  closeness: number;
  /** The candidate's city is the city given, or a misspelling of it. */
  placesCity: boolean;
}

const WEIGHTS: Record<Part, number> = {
  street: 0.32,
  housenumber: 0.2,
  city: 0.2,
  postcode: 0.18,
  addition: 0.05,
  state: 0.05,
  // Every candidate carries the unit and PO box given, so they cannot tell candidates apart.
  unit: 0,
  poBox: 0,
};

function compareText(
  given: string,
  found: string,
  similarity: number,
): { state: PartState; closeness: number } {
  if (given === '') return { state: found === '' ? 'absent' : 'filled', closeness: 0.5 };
  if (found === '') return { state: 'unverified', closeness: 0.3 };
  return similarity === 1
    ? { state: 'same', closeness: 1 }
    : { state: 'changed', closeness: 0.8 * similarity };
}

const similarityOf = (a: string, b: string) =>
  a === b ? 1 : a === '' || b === '' ? 0 : editSimilarity(a, b);

/** Names compare equal however the country writes out a letter ("Koenigsweg" is "Königsweg"). */
function nameSimilarity(
  given: { text: string; key: string },
  found: { text: string; key: string },
  key: (text: string) => string,
  country: string,
): number {
  const similarity = similarityOf(given.key, found.key);
  if (similarity === 1 || given.key === '' || found.key === '') return similarity;
  return key(writtenOut(given.text, country)) === key(writtenOut(found.text, country)) ? 1 : similarity;
}

/** A name given against the reference's, in the key `key` makes of a name. */
function compareName(
  given: { text: string; key: string },
  found: string,
  key: (text: string) => string,
  country: string,
): { state: PartState; closeness: number; similarity: number } {
  const foundKey = found === '' ? '' : key(found);
  const similarity = nameSimilarity(given, { text: found, key: foundKey }, key, country);
  return { ...compareText(given.key, foundKey, similarity), similarity };
}

export function compareWithQuery(query: AddressQuery, candidate: ResolvedAddress): Comparison {
  const country = query.country.code;
  const closeness: Record<Part, number> = {
    state: 0,
    city: 0,
    postcode: 0,
    street: 0,
    housenumber: 0,
    addition: 0,
    unit: 0,
    poBox: 0,
  };
  const parts = {} as Record<Part, PartState>;
  const set = (part: Part, outcome: { state: PartState; closeness: number }) => {
    parts[part] = outcome.state;
    closeness[part] = outcome.closeness;
  };

  if (query.state === '') {
    const filled = candidate.regionCode !== '' && query.country.usesRegion;
    set('state', { state: filled ? 'filled' : 'absent', closeness: 0.5 });
  } else if (candidate.regionCode === '') {
    set('state', { state: 'unverified', closeness: 0.3 });
  } else {
    set(
      'state',
      compareText(query.state, candidate.regionCode, query.region?.code === candidate.regionCode ? 1 : 0),
    );
  }

  const city = compareName({ text: query.city, key: query.cityKey }, candidate.city, cityKey, country);
  set('city', city);

  const candidatePostcode = candidate.postcode === '' ? '' : postcodeKey(candidate.postcode, country);
  set(
    'postcode',
    compareText(query.postcodeKey, candidatePostcode, similarityOf(query.postcodeKey, candidatePostcode)),
  );

  set(
    'street',
    compareName(
      { text: query.street, key: query.streetKey },
      candidate.street,
      (text) => streetKey(text, country),
      country,
    ),
  );

  if (query.houseNumberUnreadable) {
    set('housenumber', { state: candidate.houseNumber === '' ? 'unverified' : 'changed', closeness: 0.2 });
  } else {
    set('housenumber', compareNumbers(query, candidate));
  }

  if (query.addition === '') {
    // An addition the input did not have makes another address ("105A" is not "105"), not a completion.
    set(
      'addition',
      candidate.addition === '' ? { state: 'absent', closeness: 0.5 } : { state: 'filled', closeness: 0.3 },
    );
  } else if (candidate.level < LEVEL.houseNumber) {
    set('addition', { state: 'unverified', closeness: 0.3 });
  } else {
    const same = candidate.addition === query.addition;
    set('addition', {
      state: same ? 'same' : 'changed',
      closeness: same ? 1 : candidate.addition === '' ? 0.6 : 0.4,
    });
  }

  set('unit', carried(query.unit, candidate.unit));
  set('poBox', carried(query.poBox, candidate.poBox));

  for (const part of candidate.unchecked ?? []) {
    const checked: readonly Part[] = part === 'housenumber' ? ['housenumber', 'addition'] : [part];
    for (const kept of checked)
      if (parts[kept] === 'same') set(kept, { state: 'unverified', closeness: 0.6 });
  }

  let total = 0;
  for (const part of PARTS) total += WEIGHTS[part] * closeness[part];
  return {
    parts,
    given: givenLevel(parts, candidate.level),
    closeness: total,
    placesCity: query.cityKey !== '' && city.similarity >= MIN_CITY_SIMILARITY,
  };
}

/** A part no reference data holds: kept as given it is unverified, lost it is changed. */
function carried(given: string, kept: string | undefined): { state: PartState; closeness: number } {
  if (given === '') return { state: 'absent', closeness: 0 };
  return { state: kept === given ? 'unverified' : 'changed', closeness: 0 };
}

/**
 * The same number, and the same range when either is one ("5-7" is not "5", nor the "4-6" that holds 5). A range
 * that holds the number given is a close correction, not a verification: its number is written differently.
 */
function compareNumbers(
  query: AddressQuery,
  candidate: ResolvedAddress,
): { state: PartState; closeness: number } {
  if (candidate.houseNumber === '') return compareText(query.houseNumber, '', 0);
  if (candidate.houseNumber === query.houseNumber && candidate.houseNumberTo === query.houseNumberTo)
    return { state: 'same', closeness: 1 };
  const given = Number(query.houseNumber);
  const holds =
    candidate.houseNumberTo !== undefined &&
    Number(candidate.houseNumber) <= given &&
    given <= Number(candidate.houseNumberTo);
  return { state: 'changed', closeness: holds || candidate.houseNumber === query.houseNumber ? 0.9 : 0 };
}

/** X of 5XY: how deep the input holds as given. A missing part does not falsify what was given around it. */
function givenLevel(parts: Record<Part, PartState>, reached: Level): Level {
  const holds = (state: PartState) => state !== 'changed' && state !== 'unverified';
  let level: Level = LEVEL.none;
  const placed = parts.state === 'same' || parts.city === 'same' || parts.postcode === 'same';
  if (reached >= LEVEL.region && holds(parts.state) && placed) level = LEVEL.region;
  else return level;
  if (
    reached >= LEVEL.city &&
    holds(parts.city) &&
    parts.postcode !== 'changed' &&
    (parts.city === 'same' || parts.postcode === 'same')
  )
    level = LEVEL.city;
  else return level;
  if (reached >= LEVEL.street && parts.street === 'same') level = LEVEL.street;
  else return level;
  if (reached >= LEVEL.houseNumber && parts.housenumber === 'same') level = LEVEL.houseNumber;
  return level;
}

/** What the reference data says around one candidate, beyond the candidate itself. */
export interface AdviceContext {
  /** Imported streets cover the candidate's city: a street they lack there does not exist. */
  streetDataCovers: boolean;
  /** Some candidate answers to the city given (see Comparison.placesCity): the city names a real place. */
  cityPlaced: boolean;
}

/**
 * GREEN only when the house number is verified as given and nothing was changed, completed or left unchecked (a
 * region is only "completed" where the country writes it in its addresses, see compareWithQuery). RED when not even
 * the city could be placed, when the street is unknown where street data exists, or when a street given stands
 * unchecked beside a city given that no place answers to. Everything between is AMBER.
 */
export function adviceOf(
  comparison: Comparison,
  candidate: ResolvedAddress,
  query: AddressQuery,
  { streetDataCovers, cityPlaced }: AdviceContext,
): Advice {
  const { parts } = comparison;
  const untouched = PARTS.every((part) => parts[part] === 'same' || parts[part] === 'absent');
  if (comparison.given >= LEVEL.houseNumber && untouched) return 'GREEN';
  if (candidate.level < LEVEL.city) return 'RED';
  if (query.streetKey !== '' && candidate.level < LEVEL.street) {
    if (streetDataCovers) return 'RED';
    // A real postcode says where its place is, not that a street and city nothing else knows are an address there:
    // the place may be offered, but nothing the input says of the street and city was verified.
    if (query.cityKey !== '' && !cityPlaced) return 'RED';
  }
  return 'AMBER';
}

const PART_NAMES: Record<Part, string> = {
  state: 'state',
  city: 'city',
  postcode: 'postcode',
  street: 'street',
  housenumber: 'house number',
  addition: 'house number addition',
  unit: 'flat or unit',
  poBox: 'PO box',
};

/** "Corrected: street, postcode. Completed: state." — what a steward needs to know to accept a suggestion. */
export function describeChanges(comparison: Comparison): string {
  const named = (state: PartState) =>
    PARTS.filter((part) => comparison.parts[part] === state).map((part) => PART_NAMES[part]);
  const sentences: string[] = [];
  const changed = named('changed');
  const filled = named('filled');
  const unverified = named('unverified');
  if (changed.length) sentences.push(`Corrected: ${changed.join(', ')}.`);
  if (filled.length) sentences.push(`Completed: ${filled.join(', ')}.`);
  if (unverified.length) sentences.push(`Could not verify: ${unverified.join(', ')}.`);
  return sentences.join(' ');
}
