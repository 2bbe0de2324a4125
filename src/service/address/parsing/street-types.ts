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
  return (country && LANGUAGE_OF_COUNTRY[country.toUpperCase()]) || ALL_LANGUAGES;
}

/** Whether the folded word is an English street type, long or short ("st", "street"): used to find where a street ends. */
export function isEnglishStreetType(word: string): boolean {
  return word in EN_TYPES || Object.values(EN_TYPES).includes(word);
}

export function isEnglishDirection(word: string): boolean {
  return word in EN_DIRECTIONS || Object.values(EN_DIRECTIONS).includes(word);
}

function expandGlued(word: string, types: Record<string, string>): string | undefined {
  // Longest first, so "stationspln" is a plein and not a laan.
  const entries = Object.entries(types).sort(([a], [b]) => b.length - a.length);
  for (const [short, long] of entries) {
    if (word.length >= short.length + MIN_STEM && word.endsWith(short))
      return word.slice(0, -short.length) + long;
  }
  return undefined;
}

function expandWord(
  word: string,
  index: number,
  words: readonly string[],
  languages: readonly StreetLanguage[],
): string {
  const last = words.length - 1;
  // An English type may be followed by a direction ("Pennsylvania Ave NW").
  const typeEnd = last > 0 && words[last]! in EN_DIRECTIONS ? last - 1 : last;
  for (const language of languages) {
    if (language === 'en') {
      if (index === typeEnd && index > 0 && EN_TYPES[word]) return EN_TYPES[word];
      if ((index === 0 || index === last) && words.length > 1 && EN_DIRECTIONS[word])
        return EN_DIRECTIONS[word];
      if (word === 'st' && index < typeEnd) return 'saint';
    } else if (language === 'fr') {
      if (index === 0 && words.length > 1 && FR_TYPES[word]) return FR_TYPES[word];
    } else {
      const types = language === 'de' ? DE_TYPES : NL_TYPES;
      const expanded = types[word] ?? expandGlued(word, types);
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
