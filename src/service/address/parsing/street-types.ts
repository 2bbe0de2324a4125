import { normaliseText } from '../../matching/text/normalise-text';

/**
 * Street names folded for comparison with their street-type abbreviations written out, so "Hauptstr." matches
 * "Hauptstraße" and "10 Downing St" matches "Downing Street". The result is a comparison key, not a display form.
 *
 * Each language's abbreviations only count where that language puts the type: English at the end ("Baker St",
 * where a leading "St" is Saint), French at the start ("R. de Rivoli", where a one-letter "r" elsewhere is not a
 * street), German and Dutch anywhere and also glued to the end of a compound ("Hauptstr", "Kerkstr").
 */
export type StreetLanguage = 'en' | 'de' | 'nl' | 'fr';

/** Abbreviation (or the word itself where it has none) → written out. */
const EN_TYPES: Record<string, string> = {
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  blvd: 'boulevard',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  pl: 'place',
  sq: 'square',
  pkwy: 'parkway',
  hwy: 'highway',
  ter: 'terrace',
  terr: 'terrace',
  cres: 'crescent',
  cl: 'close',
  gdns: 'gardens',
  gr: 'grove',
  pde: 'parade',
  cir: 'circle',
  aly: 'alley',
  expy: 'expressway',
  fwy: 'freeway',
  trl: 'trail',
  wy: 'way',
  way: 'way',
  plz: 'plaza',
  plaza: 'plaza',
  ctr: 'center',
  center: 'center',
  crt: 'court',
  py: 'parkway',
  pkway: 'parkway',
  cswy: 'causeway',
  causeway: 'causeway',
  walk: 'walk',
  vw: 'view',
  view: 'view',
  tpke: 'turnpike',
  turnpike: 'turnpike',
  trce: 'trace',
  trace: 'trace',
  run: 'run',
  rdg: 'ridge',
  ridge: 'ridge',
  pike: 'pike',
  loop: 'loop',
  hts: 'heights',
  heights: 'heights',
  xing: 'crossing',
  crossing: 'crossing',
  cv: 'cove',
  cove: 'cove',
  mall: 'mall',
  expwy: 'expressway',
  bvd: 'boulevard',
};
const EN_DIRECTIONS: Record<string, string> = {
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  ne: 'northeast',
  nw: 'northwest',
  se: 'southeast',
  sw: 'southwest',
};
const FR_TYPES: Record<string, string> = {
  r: 'rue',
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  bvd: 'boulevard',
  pl: 'place',
  ch: 'chemin',
  imp: 'impasse',
  all: 'allee',
  rte: 'route',
  sq: 'square',
  fg: 'faubourg',
  qu: 'quai',
  crs: 'cours',
};
const DE_TYPES: Record<string, string> = { str: 'strasse', pl: 'platz' };
const NL_TYPES: Record<string, string> = {
  str: 'straat',
  ln: 'laan',
  pln: 'plein',
  sngl: 'singel',
  kd: 'kade',
  gr: 'gracht',
  wg: 'weg',
  dk: 'dijk',
};
/** Glued abbreviations: the stem must be this long so short words ending in the same letters are not expanded. */
const MIN_STEM = 3;

const LANGUAGE_OF_COUNTRY: Record<string, readonly StreetLanguage[]> = {
  NL: ['nl'],
  BE: ['nl', 'fr'],
  DE: ['de'],
  AT: ['de'],
  CH: ['de', 'fr'],
  LU: ['fr', 'de'],
  FR: ['fr'],
  US: ['en'],
  GB: ['en'],
  IE: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
};
const ALL_LANGUAGES: readonly StreetLanguage[] = ['en', 'fr', 'de', 'nl'];

/** The languages whose street types a country uses; every language when the country is unknown. */
export function streetLanguages(country?: string): readonly StreetLanguage[] {
  const code = country?.toUpperCase();
  return (code && Object.hasOwn(LANGUAGE_OF_COUNTRY, code) && LANGUAGE_OF_COUNTRY[code]) || ALL_LANGUAGES;
}

const EN_TYPE_WORDS = new Set([...Object.keys(EN_TYPES), ...Object.values(EN_TYPES)]);
const EN_DIRECTION_WORDS = new Set([...Object.keys(EN_DIRECTIONS), ...Object.values(EN_DIRECTIONS)]);

/** Whether the folded word is an English street type, long or short ("st", "street"): used to find where a street ends. */
export const isEnglishStreetType = (word: string) => EN_TYPE_WORDS.has(word);

export const isEnglishDirection = (word: string) => EN_DIRECTION_WORDS.has(word);

const FR_TYPE_WORDS = new Set([...Object.keys(FR_TYPES), ...Object.values(FR_TYPES)]);
/** Written-out types that end German and Dutch street names ("Hauptstraße", "Velperweg"). */
const GLUED_TYPE_ENDINGS: Record<'de' | 'nl', readonly string[]> = {
  de: [...new Set([...Object.values(DE_TYPES), 'str', 'weg', 'allee', 'gasse', 'ring', 'damm'])],
  nl: [...new Set([...Object.values(NL_TYPES), 'str'])],
};

/**
 * Whether folded words name a street by its type where the language puts it ("main st", "rue de rivoli",
 * "hauptstrasse"): tells a street from a locality ("12345 Main St" from "75008 Paris").
 */
export function hasStreetType(words: readonly string[], languages: readonly StreetLanguage[]): boolean {
  return languages.some((language) => {
    if (language === 'en') return words.some((word, index) => index > 0 && isEnglishStreetType(word));
    if (language === 'fr') return words.length > 1 && FR_TYPE_WORDS.has(words[0]!);
    return words.some((word) => GLUED_TYPE_ENDINGS[language].some((ending) => word.endsWith(ending)));
  });
}

/** Longest first, so "stationspln" is a plein and not a laan. */
const byLengthDown = (types: Record<string, string>) =>
  Object.entries(types).sort(([a], [b]) => b.length - a.length);
const GLUED: Record<'de' | 'nl', readonly [string, string][]> = {
  de: byLengthDown(DE_TYPES),
  nl: byLengthDown(NL_TYPES),
};

function expandGlued(word: string, entries: readonly [string, string][]): string | undefined {
  for (const [short, long] of entries) {
    if (word.length >= short.length + MIN_STEM && word.endsWith(short))
      return word.slice(0, -short.length) + long;
  }
  return undefined;
}

/** Own entries only, so a word like "constructor" is never taken for a type. */
const lookup = (types: Record<string, string>, word: string) =>
  Object.hasOwn(types, word) ? types[word] : undefined;

function expandWord(
  word: string,
  index: number,
  words: readonly string[],
  languages: readonly StreetLanguage[],
): string {
  const last = words.length - 1;
  // An English type may be followed by a direction ("Pennsylvania Ave NW").
  const typeEnd = last > 0 && lookup(EN_DIRECTIONS, words[last]!) ? last - 1 : last;
  for (const language of languages) {
    if (language === 'en') {
      const type = lookup(EN_TYPES, word);
      if (index === typeEnd && index > 0 && type) return type;
      const direction = lookup(EN_DIRECTIONS, word);
      if ((index === 0 || index === last) && words.length > 1 && direction) return direction;
      if (word === 'st' && index < typeEnd) return 'saint';
    } else if (language === 'fr') {
      const type = lookup(FR_TYPES, word);
      if (index === 0 && words.length > 1 && type) return type;
    } else {
      const expanded =
        lookup(language === 'de' ? DE_TYPES : NL_TYPES, word) ?? expandGlued(word, GLUED[language]);
      if (expanded) return expanded;
    }
  }
  return word;
}

/** "Hauptstr." → "hauptstrasse", "10 Downing St" → "10 downing street", "R. de Rivoli" → "rue de rivoli". */
export function canonicalStreet(name: string, languages: readonly StreetLanguage[] = ALL_LANGUAGES): string {
  const words = normaliseText(name).split(' ').filter(Boolean);
  return words.map((word, index) => expandWord(word, index, words, languages)).join(' ');
}

/**
 * Whether two street names are the same up to abbreviation, case, accents, punctuation and word breaks
 * ("Haupt-Straße" is "Hauptstr.").
 */
export function sameStreet(
  a: string,
  b: string,
  languages: readonly StreetLanguage[] = ALL_LANGUAGES,
): boolean {
  const key = (name: string) => canonicalStreet(name, languages).replace(/ /g, '');
  const left = key(a);
  return left !== '' && left === key(b);
}
