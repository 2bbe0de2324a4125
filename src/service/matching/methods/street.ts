import { NO_WORD_LISTS, type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';
import { matchTokens } from '../text/token-match';
import { words } from '../text/normalise-text';
import { PLACE_ABBREVIATIONS, placeNameScore } from './city';
import { soundsOf } from '../text/sounds';

/**
 * Street lines, read as house number, street name, street type and direction, each compared on its own: the house
 * number must agree, the name may have a typo, and "St"/"Street" or "Str."/"Straße" are the same type.
 */
export interface StreetPrepared extends PreparedValue {
  /** The street name without type or direction ("downing"); empty for a line of numbers only. */
  name: string;
  /** Canonical street type ("st", "str", "ave"), or empty. */
  type: string;
  /** Canonical direction ("n", "sw"), or empty. */
  direction: string;
  /** "10", "221b", or empty. */
  houseNumber: string;
  /** Flat, suite and further numbers ("4" of "Apt 4"), space separated, or empty. */
  units: string;
  /** The name's words run together as written, so "Wrigh tplace" meets "Wright Place". */
  compact: string;
}

/** Street types by canonical form, English and the main continental ones. */
const STREET_TYPES: Readonly<Record<string, readonly string[]>> = {
  st: ['st', 'street'],
  ave: ['ave', 'av', 'avenue', 'avenida'],
  rd: ['rd', 'road'],
  blvd: ['blvd', 'bd', 'boul', 'boulevard'],
  dr: ['dr', 'drive'],
  ln: ['ln', 'lane'],
  ct: ['ct', 'court'],
  pl: ['pl', 'place'],
  sq: ['sq', 'square'],
  ter: ['ter', 'terr', 'terrace'],
  cres: ['cres', 'crescent'],
  cir: ['cir', 'circle'],
  hwy: ['hwy', 'highway'],
  pkwy: ['pkwy', 'parkway'],
  way: ['way'],
  str: ['str', 'strasse', 'straat'],
  weg: ['weg'],
  laan: ['laan'],
  gasse: ['gasse'],
  allee: ['allee'],
  platz: ['platz'],
  plein: ['plein'],
  gracht: ['gracht'],
  kade: ['kade'],
  singel: ['singel'],
  dijk: ['dijk'],
  rue: ['rue'],
  calle: ['calle'],
  via: ['via'],
};
const TYPE_BY_SPELLING = new Map(
  Object.entries(STREET_TYPES).flatMap(([type, spellings]) => spellings.map((s) => [s, type] as const)),
);
/** Types written as the end of one word in German and Dutch: "Hauptstraße", "Hauptstr.", "Kalverstraat". */
const COMPOUND_TYPES = [
  'strasse',
  'straat',
  'str',
  'weg',
  'laan',
  'gasse',
  'allee',
  'platz',
  'plein',
  'gracht',
];
const MIN_COMPOUND_NAME = 3;

const DIRECTIONS: Readonly<Record<string, string>> = {
  n: 'n',
  north: 'n',
  s: 's',
  south: 's',
  e: 'e',
  east: 'e',
  w: 'w',
  west: 'w',
  ne: 'ne',
  northeast: 'ne',
  nw: 'nw',
  northwest: 'nw',
  se: 'se',
  southeast: 'se',
  sw: 'sw',
  southwest: 'sw',
};

const ORDINAL_SUFFIXES: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
/** "1st", "2nd", "3e" (Dutch), "4eme" (French). */
const ORDINAL = /^(\d+)(st|nd|rd|th|e|er|eme|de|ste)$/;
/** Words before a flat or suite number ("Ste" only then, since elsewhere it is Sainte). */
const UNIT_LABELS = new Set([
  'apt',
  'apartment',
  'suite',
  'ste',
  'unit',
  'fl',
  'flr',
  'floor',
  'level',
  'lvl',
  'rm',
  'room',
  'bus',
]);
/** Words before a house number ("Nr. 5"). */
const HOUSE_NUMBER_LABELS = new Set(['no', 'nr', 'number']);
const HOUSE_NUMBER = /^\d+[a-z]?$/;
/**
 * Words that start a description of where the door is rather than more of the address, as guides and CRMs write
 * it: "60 W 55th St between 5th and 6th Ave", "95 Ave A at 6th St", "12 Main St, corner of Elm". What follows
 * one (from the third word on) is left out.
 */
const DESCRIPTIVE_TAIL = new Set([
  'between',
  'btwn',
  'betw',
  'at',
  'off',
  'corner',
  'cnr',
  'near',
  'opposite',
  'opp',
]);
/** A descriptive word this early is part of the address itself ("At The Green 4", "Corner House 2"). */
const FIRST_DESCRIPTIVE_WORD = 2;

/** Penalties, as factors of the name score. */
const OTHER_HOUSE_NUMBER = 0.5;
const ONE_HOUSE_NUMBER_MISSING = 0.8;
const OTHER_FLAT_NUMBER = 0.9;
const OTHER_TYPE = 0.6;
const OTHER_DIRECTION = 0.6;
/**
 * A further line on one side only (a building, "Flr 5"), run together with the street: the street itself agrees,
 * so the line is missing information rather than a contradiction.
 */
const EXTRA_LINE = 0.9;
/** Run-together text shorter than this is too little to tell one street by its start or end. */
const MIN_COMPACT = 6;
/** Written apart or together, with a typo at most, when the run-together texts differ by this much or less. */
const SAME_TEXT_SLACK = 2;
/** Words in a different order ("Barkoo, John Cleland Crescent"): a word on one side only counts half. */
const EXTRA_WORD_WEIGHT = 0.5;

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (ORDINAL_SUFFIXES[n % 10] ?? 'th')}`;
}

function canonicalWord(word: string): string {
  const spelledOut = ORDINAL_WORDS.indexOf(word);
  if (spelledOut >= 0) return ordinal(spelledOut + 1);
  const numbered = ORDINAL.exec(word);
  return numbered ? ordinal(Number(numbered[1])) : word;
}

/** Splits "hauptstrasse" into ["haupt", "str"]; other words are left whole. */
function splitCompound(word: string): string[] {
  if (TYPE_BY_SPELLING.has(word)) return [word];
  const suffix = COMPOUND_TYPES.find(
    (type) => word.endsWith(type) && word.length - type.length >= MIN_COMPOUND_NAME,
  );
  return suffix ? [word.slice(0, -suffix.length), suffix] : [word];
}

/** The line's words up to a descriptive tail. */
function addressWords(raw: string): string[] {
  const all = words(raw);
  const tail = all.findIndex((word, i) => i >= FIRST_DESCRIPTIVE_WORD && DESCRIPTIVE_TAIL.has(word));
  return tail < 0 ? all : all.slice(0, tail);
}

function prepare(raw: string): StreetPrepared {
  const tokens: string[] = [];
  for (const word of addressWords(raw).flatMap(splitCompound)) {
    // "10 a" is house number 10a, but "10 N Main St" is a direction.
    if (/^[a-z]$/.test(word) && !DIRECTIONS[word] && /^\d+$/.test(tokens.at(-1) ?? ''))
      tokens[tokens.length - 1] += word;
    else tokens.push(canonicalWord(word));
  }
  let houseNumber = '';
  const units: string[] = [];
  const nameWords: string[] = [];
  tokens.forEach((token, i) => {
    const labelsNumber = HOUSE_NUMBER.test(tokens[i + 1] ?? '');
    if (HOUSE_NUMBER.test(token)) {
      if (houseNumber || UNIT_LABELS.has(tokens[i - 1] ?? '')) units.push(token);
      else houseNumber = token;
    } else if (!(labelsNumber && (UNIT_LABELS.has(token) || HOUSE_NUMBER_LABELS.has(token)))) {
      nameWords.push(token);
    }
  });

  // Type and direction sit at either end of the name ("N Main St", "Main St NW", "Rue de la Paix").
  let type = '';
  let direction = '';
  // The name as written, with a direction word in its place: "North Point St" and "Northpoint" run together alike.
  let written = [...nameWords];
  for (let changed = true; changed && nameWords.length > 1;) {
    changed = false;
    for (const end of [nameWords.length - 1, 0]) {
      const word = nameWords[end]!;
      if (!type && TYPE_BY_SPELLING.has(word)) {
        type = TYPE_BY_SPELLING.get(word)!;
        written = end === 0 ? written.slice(1) : written.slice(0, -1);
      } else if (!direction && DIRECTIONS[word]) direction = DIRECTIONS[word];
      else continue;
      nameWords.splice(end, 1);
      changed = true;
      break;
    }
  }
  const name = nameWords
    .map((word) => PLACE_ABBREVIATIONS[word] ?? TYPE_BY_SPELLING.get(word) ?? word)
    .join(' ');
  return streetLine(raw, [houseNumber, direction, name, type, units.join(' '), written.join('')]);
}

/** House number, direction, name, type, units and the name run together. */
type StreetParts = [string, string, string, string, string, string];

function streetLine(
  raw: string,
  [houseNumber, direction, name, type, units, compact]: StreetParts,
): StreetPrepared {
  const normalised = [houseNumber, direction, name, type, units].filter(Boolean).join(' ');
  return {
    raw,
    normalised,
    tokens: normalised ? normalised.split(' ') : [],
    dropped: [],
    name,
    type,
    direction,
    houseNumber,
    units,
    compact,
  };
}

/** The run-together texts compared whole, or the shorter against the start or end of the longer one. */
function compactScore(a: string, b: string): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < MIN_COMPACT) return 0;
  if (long.length - short.length <= SAME_TEXT_SLACK) return placeNameScore(a, b);
  const ends = Math.max(
    placeNameScore(short, long.slice(0, short.length)),
    placeNameScore(short, long.slice(-short.length)),
  );
  return Math.round(ends * EXTRA_LINE);
}

/** The name's words paired in any order. */
function wordsScore(a: string, b: string): number {
  if (!a || !b) return 0;
  const similarity = (x: string, y: string) => placeNameScore(x, y) / 100;
  const paired = matchTokens(a.split(' '), b.split(' '), NO_WORD_LISTS, similarity, {
    extraWordWeight: EXTRA_WORD_WEIGHT,
  });
  return Math.round(paired.score * 100);
}

/** The street names alike, read three ways: as they stand, word by word, and run together. */
function nameScore(a: StreetPrepared, b: StreetPrepared): number {
  if (!a.name && !b.name) return 100;
  return Math.max(
    placeNameScore(a.name, b.name),
    wordsScore(a.name, b.name),
    compactScore(a.compact, b.compact),
  );
}

/** Two values of a part that both give and that differ. */
const differ = (a: string, b: string) => a !== '' && b !== '' && a !== b;

function numberFactor(a: StreetPrepared, b: StreetPrepared): number {
  if (a.houseNumber && b.houseNumber && a.houseNumber !== b.houseNumber) return OTHER_HOUSE_NUMBER;
  if (!a.houseNumber !== !b.houseNumber) return ONE_HOUSE_NUMBER_MISSING;
  // A flat number on one side only is missing information; two different ones are two flats.
  return differ(a.units, b.units) ? OTHER_FLAT_NUMBER : 1;
}

export const streetMethod: MatchMethodDefinition<StreetPrepared, StreetParts> = {
  method: 'STREET',
  shared: true,
  prepare,
  store: (value) => [value.houseNumber, value.direction, value.name, value.type, value.units, value.compact],
  restore: (parts) => streetLine('', parts),

  compare(input, candidate) {
    if (!input.normalised || !candidate.normalised) return noScore;
    if (input.normalised === candidate.normalised) return scored(100);
    const name = nameScore(input, candidate);
    const factor =
      numberFactor(input, candidate) *
      (differ(input.type, candidate.type) ? OTHER_TYPE : 1) *
      (differ(input.direction, candidate.direction) ? OTHER_DIRECTION : 1);
    return scored(Math.round(name * factor));
  },

  /** The house number with the sound of the street name's longest word. */
  blockingKeys(value) {
    if (!value.normalised) return [];
    const longest = value.name.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    const sound = soundsOf(longest)[0] || longest;
    return [[value.houseNumber, sound].filter(Boolean).join(' ')];
  },
};
