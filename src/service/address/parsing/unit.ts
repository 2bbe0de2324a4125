import { foldCase } from '../../matching/text/normalise-text';
import { foldedWords, readAll, type Reading, type Token } from './line-tokens';
import { isRouteWord } from './english-street';
import {
  isEnglishDirection,
  isEnglishStreetType,
  streetLanguages,
  type StreetLanguage,
} from './street-types';

/**
 * Units within a building ("Apt 4B", "Suite 200", "#3", "Flat 2", "2nd Floor", "App. 5", "Whg 3", "bus 3"): a
 * designator and what it designates, written with the designator's usual abbreviation ("Apartment 12" → "Apt 12",
 * "Wohnung 3" → "Whg 3") and the identifier as written.
 */
interface Designator {
  display: string;
  /** Languages that use it; undefined: every language. */
  languages?: readonly StreetLanguage[];
  /** A floor may be written number first ("2nd Floor", "3e étage"). */
  floor?: boolean;
  /** Needs no identifier ("Rear", "Bsmt"), so counts only at the end of a part after the street. */
  alone?: boolean;
  /** Counts only right after a street type, since elsewhere it is something else ("Highway No 70"). */
  afterType?: boolean;
}

const DESIGNATORS: readonly [spellings: string, designator: Designator][] = [
  ['apt apartment', { display: 'Apt', languages: ['en', 'fr', 'de'] }],
  ['app appt appart appartement', { display: 'App', languages: ['fr', 'de', 'nl'] }],
  ['unit', { display: 'Unit', languages: ['en'] }],
  ['suite ste', { display: 'Ste', languages: ['en'] }],
  ['flat', { display: 'Flat', languages: ['en'] }],
  ['floor fl flr', { display: 'Fl', languages: ['en'], floor: true }],
  ['room rm', { display: 'Rm', languages: ['en'] }],
  ['level lvl', { display: 'Lvl', languages: ['en'], floor: true }],
  ['building bldg bld', { display: 'Bldg', languages: ['en'] }],
  ['trailer trlr', { display: 'Trlr', languages: ['en'] }],
  ['lot', { display: 'Lot', languages: ['en'] }],
  ['space spc', { display: 'Spc', languages: ['en'] }],
  ['pmb', { display: 'PMB', languages: ['en'] }],
  ['rear', { display: 'Rear', languages: ['en'], alone: true }],
  ['frnt', { display: 'Frnt', languages: ['en'], alone: true }],
  ['bsmt basement', { display: 'Bsmt', languages: ['en'], alone: true }],
  ['lbby lobby', { display: 'Lbby', languages: ['en'], alone: true }],
  ['ph penthouse', { display: 'PH', languages: ['en'], alone: true }],
  ['uppr', { display: 'Uppr', languages: ['en'], alone: true }],
  ['lowr', { display: 'Lowr', languages: ['en'], alone: true }],
  ['whg wohnung', { display: 'Whg', languages: ['de'] }],
  ['og obergeschoss', { display: 'OG', languages: ['de'], floor: true }],
  ['eg erdgeschoss', { display: 'EG', languages: ['de'], alone: true }],
  ['dg dachgeschoss', { display: 'DG', languages: ['de'], alone: true }],
  ['bus', { display: 'bus', languages: ['nl'] }],
  ['bte boite', { display: 'bte', languages: ['fr'] }],
  ['bat batiment', { display: 'Bât', languages: ['fr'] }],
  ['esc escalier', { display: 'Esc', languages: ['fr'] }],
  ['etage', { display: 'étage', languages: ['fr'], floor: true }],
  ['#', { display: '#' }],
  ['no', { display: '#', languages: ['en'], afterType: true }],
];
const DESIGNATOR_OF = new Map(
  DESIGNATORS.flatMap(([spellings, designator]) =>
    spellings.split(' ').map((spelling) => [spelling, designator] as const),
  ),
);

/** What a designator designates: a number ("4B", "1605", "C-2") or a single letter. */
const IDENTIFIER = /^(?:(?=[\p{L}\d-]*\d)[\p{L}\d]{1,8}(?:-[\p{L}\d]{1,4})?|\p{L})$/u;
/** A designator glued to its number: "Suite100", "Apt4B", "ste.5300". */
const GLUED = /^(\p{L}+)\.?(\d[\p{L}\d-]*)$/u;
const ORDINAL = /^\d{1,3}(?:st|nd|rd|th|e|er|eme|ieme)$/;
const ORDINAL_WORDS = new Set(
  'ground first second third fourth fifth sixth seventh eighth ninth tenth lower upper top'.split(' '),
);

const speaks = (designator: Designator, languages: readonly StreetLanguage[]) =>
  !designator.languages || designator.languages.some((language) => languages.includes(language));

function designatorAt(token: Token | undefined, languages: readonly StreetLanguage[]) {
  const designator = token?.kind === 'word' ? DESIGNATOR_OF.get(token.folded) : undefined;
  return designator && speaks(designator, languages) ? designator : undefined;
}

/** Whether the token before `index` is a street type that no route number follows ("Cir No L2", not "Highway No 70"). */
function followsType(tokens: readonly Token[], index: number): boolean {
  const words = tokens.slice(Math.max(0, index - 2), index).map((token) => token.folded);
  const last = words.length - 1;
  return last >= 0 && isEnglishStreetType(words[last]!) && !isRouteWord(words, last);
}

/** The identifier a token holds, without a leading '#' and trailing dots: "#4B" → "4B". */
function identifier(token: Token | undefined): string | undefined {
  if (token?.kind !== 'word') return undefined;
  const text = token.text.replace(/^#/, '').replace(/\.+$/, '');
  return IDENTIFIER.test(text) ? text : undefined;
}

/**
 * A number written after the street with no designator, as US lines often have it ("W. Grand Ave. 600",
 * "Elizabeth 1W"): an identifier with a digit that is not an ordinal ("South 18th" is a street).
 */
export function isBareUnit(token: Token | undefined): boolean {
  const id = identifier(token);
  return id !== undefined && /\d/.test(id) && !ORDINAL.test(token!.folded);
}

/** The unit written from token `index` on, if one starts there. */
export function unitAt(
  tokens: readonly Token[],
  index: number,
  languages: readonly StreetLanguage[],
): Reading | undefined {
  const token = tokens[index]!;
  if (token.kind !== 'word') return undefined;
  if (token.folded === '#' && designatorAt(tokens[index + 1], languages)) {
    // "# APT 3": the '#' only announces the designator.
    const unit = unitAt(tokens, index + 1, languages);
    return unit && { length: unit.length + 1, text: unit.text };
  }
  if (token.folded.length > 1 && token.folded.startsWith('#')) {
    const id = identifier(token);
    return id ? { length: 1, text: `# ${id}` } : undefined;
  }
  const designator = designatorAt(token, languages);
  if (designator?.alone) {
    const last = tokens[index + 1]?.kind !== 'word';
    return last && index > 0 && tokens[index - 1]!.kind === 'word'
      ? { length: 1, text: designator.display }
      : undefined;
  }
  if (designator && (!designator.afterType || followsType(tokens, index))) {
    const next = tokens[index + 1]?.folded === '#' ? index + 2 : index + 1;
    const id = identifier(tokens[next]);
    // A letter or direction that ends the part completes the identifier: "Apt 13 C", "Unit 2 East".
    const after = tokens[next + 1];
    const completes =
      after?.kind === 'word' &&
      tokens[next + 2]?.kind !== 'word' &&
      (/^\p{L}$/u.test(after.folded) || isEnglishDirection(after.folded));
    if (id && completes) {
      return {
        length: next - index + 2,
        text: `${designator.display} ${id} ${after.text.replace(/\.+$/, '')}`,
      };
    }
    if (id) return { length: next - index + 1, text: `${designator.display} ${id}` };
  }
  const floor = designatorAt(tokens[index + 1], languages);
  // "2 Floor" only after something, since a line's first number is its house number ("5 Floor Rd").
  const floorNumber = index > 0 && /^\d{1,3}$/.test(token.folded);
  if (floor?.floor && (floorNumber || ORDINAL.test(token.folded) || ORDINAL_WORDS.has(token.folded))) {
    return { length: 2, text: `${token.text.replace(/\.+$/, '')} ${floor.display}` };
  }
  const glued = GLUED.exec(token.text.replace(/\.+$/, ''));
  const gluedDesignator = glued && DESIGNATOR_OF.get(foldCase(glued[1]!));
  if (glued && gluedDesignator && !gluedDesignator.alone && speaks(gluedDesignator, languages)) {
    return { length: 1, text: `${gluedDesignator.display} ${glued[2]}` };
  }
  return undefined;
}

/** The unit a whole text names ("Whg. 9" → "Whg 9", "apartment 4b" → "Apt 4b"), or undefined when it names none. */
export function readUnit(text: string, country: string): string | undefined {
  return unitReading(text, streetLanguages(country));
}

const unitReading = (text: string, languages: readonly StreetLanguage[]) =>
  readAll(text, (tokens, index) => unitAt(tokens, index, languages));

/**
 * A unit folded for comparison with its designators abbreviated ("Apartment #4b" and "APT 4B" both give "apt 4b";
 * "Lobby" and "LBBY" give "lbby"), whether or not the parser reads it as a unit.
 */
export function canonicalUnit(text: string, languages = streetLanguages()): string {
  const read = unitReading(text, languages);
  if (read) return foldCase(read);
  return foldedWords(text)
    .map((word) => {
      const designator = DESIGNATOR_OF.get(word);
      return designator ? foldCase(designator.display) : word;
    })
    .join(' ');
}

export function sameUnit(a: string, b: string, languages = streetLanguages()): boolean {
  const left = canonicalUnit(a, languages);
  return left !== '' && left === canonicalUnit(b, languages);
}
