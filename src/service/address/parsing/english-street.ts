import { isEnglishDirection, isEnglishStreetType } from './street-types';

/**
 * Where an English street ends in a line that has no comma after it ("12 Benton Pl St Louis MO"), read from folded
 * words: at its type, at a route number, at a direction abbreviation.
 */
const words = (list: string) => new Set(list.split(' '));

const SHORT_DIRECTIONS = words('n s e w ne nw se sw');
/** Words a route number follows: "Highway 101", "FM 544", "US 17", "State Route 9", "Loop 410". */
const ROUTE_WORDS = words('highway hwy route rte rt fm pr cr sr sh us interstate business spur loop');
/** Words that make a road a numbered route: "County Road 12", "State Road 75", "County Road GV". */
const ROUTE_QUALIFIERS = words('county co country state farm ranch private township twp');
const ROADS = words('road rd');
/** Written after a route number: "US 17 Business", "Highway 71 Bypass". */
const ROUTE_SUFFIXES = words('business bypass byp alt alternate spur');
/** Written after a street's type: "Avon St Ext". */
const TYPE_SUFFIXES = words('ext extension');
const ROUTE_NUMBER = /^\d{1,4}[a-z]?$/;
const ORDINAL = /^\d+(?:st|nd|rd|th)$/;
/** Wisconsin's county roads have letters: "County Road GV". */
const ROUTE_LETTERS = /^[a-z]{1,3}$/;

export const isShortDirection = (word: string) => SHORT_DIRECTIONS.has(word);

/** Whether the word at `index` is one a route number follows ("Highway", "County Road", "Highway No"). */
export function isRouteWord(words: readonly string[], index: number): boolean {
  const word = words[index];
  if (word === undefined) return false;
  if (word === 'no') return isRouteWord(words, index - 1);
  return ROUTE_WORDS.has(word) || (ROADS.has(word) && ROUTE_QUALIFIERS.has(words[index - 1] ?? ''));
}

/** The end of the route number after the route word at `index` ("No. 130", "GV", "17 Business"). */
function routeNumberEnd(words: readonly string[], index: number): number | undefined {
  if (!isRouteWord(words, index)) return undefined;
  let at = words[index + 1] === 'no' ? index + 2 : index + 1;
  const id = words[at] ?? '';
  const qualified = ROADS.has(words[index]!);
  if (!ROUTE_NUMBER.test(id) && !(qualified && ROUTE_LETTERS.test(id))) return undefined;
  at += 1;
  return ROUTE_SUFFIXES.has(words[at] ?? '') ? at + 1 : at;
}

/** "N E" written apart is one direction. */
const splitDiagonal = (first = '', second = '') =>
  (first === 'n' || first === 's') && (second === 'e' || second === 'w');

/**
 * The length of the direction written at `index` after a type or route: an abbreviation always ("Ave NW", "Hwy
 * 104 N Cedar Grove", "Dr S E"), a word only where nothing follows, since "Dr North Palm Beach" and "Main St West
 * Lafayette" name a place.
 */
function directionLength(words: readonly string[], index: number): number {
  const word = words[index] ?? '';
  if (splitDiagonal(word, words[index + 1])) return 2;
  if (isShortDirection(word)) return 1;
  return isEnglishDirection(word) && index + 1 === words.length ? 1 : 0;
}

/**
 * The length of the direction that starts the part after a street's comma and still belongs to the street: "NW"
 * always ("Bolton Rd, NW Atlanta"), "N" or "North" only on its own, since "6th Ave, N. Miami" names a place.
 */
export function directionAfterComma(part: readonly string[]): number {
  const length = directionLength(part, 0);
  const diagonal = length === 2 || (part[0]!.length === 2 && isShortDirection(part[0]!));
  return diagonal || length === part.length ? length : 0;
}

/**
 * Where the street ends in its words, or undefined when nothing says so. A type ends it where a name comes before
 * it ("N St Louis" is a name) and where no type follows ("Park Place Dr", "Priority Way South Dr"), except an "St"
 * that starts a place ("Benton Pl St Louis", "Port St Lucie Blvd"); a route number follows its route word.
 */
export function englishStreetEnd(words: readonly string[]): number | undefined {
  const name = words.findIndex((word) => !isEnglishDirection(word));
  if (name === -1) return undefined;
  const isType = (index: number) => index > name && isEnglishStreetType(words[index] ?? '');
  const laterType = (index: number) => words.some((_, later) => later > index && isType(later));
  // "St" before a name is Saint where a type comes before or after it: "Benton Pl St Louis", "Port St Lucie Blvd".
  const saint = (index: number) =>
    words[index] === 'st' && words[index + 1] !== undefined && !isEnglishDirection(words[index + 1]!);
  let type = words.findIndex((_, index) => isType(index) && !(saint(index) && laterType(index)));
  if (type !== -1) {
    for (;;) {
      if (isType(type + 1) && !saint(type + 1)) type += 1;
      else if (isEnglishDirection(words[type + 1] ?? '') && isType(type + 2) && !saint(type + 2)) type += 2;
      else break;
    }
    let end = routeNumberEnd(words, type) ?? type + 1;
    if (TYPE_SUFFIXES.has(words[end] ?? '')) end += 1;
    return end + directionLength(words, end);
  }
  for (let index = 0; index < words.length; index += 1) {
    const end = routeNumberEnd(words, index);
    if (end !== undefined) return end + directionLength(words, end);
  }
  // Without a type, a numbered street ("NE 4th Fort Lauderdale") or a direction after the name ("193 Braybrook
  // SE Cedar Rapids") ends it.
  if (ORDINAL.test(words[name]!)) return name + 1 + directionLength(words, name + 1);
  const direction = words.findIndex((word, index) => index > name && isShortDirection(word));
  return direction === -1 ? undefined : direction + 1;
}
