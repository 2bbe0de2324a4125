import { COUNTRY_NAMES } from './country-names';
import { directionAfterComma, englishStreetEnd, isRouteWord } from './english-street';
import { parseHouseNumber } from './house-number';
import { BREAK, joinWords, parts, tidyBreaks, tokenise, type Token } from './line-tokens';
import { poBoxAt } from './po-box';
import { isPostcodeCountry, normalisePostcode, type PostcodeCountry } from './postcode';
import { regionPhrases } from './region-names';
import {
  hasStreetType,
  isEnglishDirection,
  isEnglishStreetType,
  streetLanguages,
  type StreetLanguage,
} from './street-types';
import { isBareUnit, unitAt } from './unit';

/**
 * A free-form street line ("Velperweg 8 arnhem", "10 Downing St, London SW1A 2AA", "Apt 4B, 12 Main St, Cambridge
 * MA 02139") split into its parts. Fields are as written, trimmed; the postcode is in its national spelling. A
 * trailing country name is dropped.
 */
export interface StreetLine {
  street: string;
  /** '' when the line has no house number. */
  houseNumber: string;
  addition: string;
  /** Last number of a range ("Jansbuitensingel 6-8"), see house-number.ts. */
  houseNumberTo?: string;
  /** The unit within the building with its designator abbreviated ("Apt 4B", "Ste 200", "# 3"), see unit.ts. */
  unit?: string;
  /** A post office box ("PO Box 123", "Postbus 12", "RR 2 Box 152"), see po-box.ts; the street is then often ''. */
  poBox?: string;
  postcode?: string;
  locality?: string;
  /** US state or Canadian province as its two-letter code ("Massachusetts" → "MA"). */
  state?: string;
}

/** Countries that write the number before the street; the rest of the world mostly writes it after. */
const NUMBER_FIRST = new Set(['US', 'CA', 'GB', 'IE', 'FR', 'AU', 'NZ', 'LU', 'ZA', 'IN', 'PH', 'SG', 'MY']);
/** Countries that write the postcode after the locality ("Cambridge MA 02139"); the rest write it before it. */
const POSTCODE_LAST = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'IN', 'PH', 'SG', 'MY']);

/** Written forms per country, searched in the line; the match is then checked by normalisePostcode. */
const POSTCODE_IN_LINE: Record<PostcodeCountry, RegExp> = {
  NL: /\b(?:NL-\s?)?[1-9]\d{3} ?[a-z]{2}\b/gi,
  DE: /\b(?:DE?-\s?)?\d{5}\b/gi,
  US: /\b\d{5}(?:[- ]?\d{4})?\b/g,
  GB: /\b[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}\b/gi,
  FR: /\b(?:FR?-\s?)?\d{5}\b/gi,
  BE: /\b(?:BE?-\s?)?[1-9]\d{3}\b/gi,
  CA: /\b[a-z]\d[a-z] ?\d[a-z]\d\b/gi,
};
/** Tried in this order when the country is unknown: the shapes least likely to be something else come first. */
const UNKNOWN_COUNTRY_ORDER: readonly PostcodeCountry[] = ['NL', 'GB', 'CA', 'US', 'DE'];

interface FoundPostcode {
  postcode: string;
  country: PostcodeCountry;
  start: number;
  end: number;
}

const endsWithRegion = (text: string, country: PostcodeCountry) => {
  const tokens = tokenise(text);
  return regionPhrases(country)?.endingAt(tokens, tokens.length) !== undefined;
};

/**
 * Whether a postcode-shaped match is the postcode. One that starts with a digit could be the house number
 * ("Hauptstraße 12345", "12345 Main St"): it is the postcode after a house number or a state ("Cambridge MA
 * 02139"), or at the start of a part in a country that writes the postcode first when no street follows it
 * ("75008 Paris", "Dorpsstraat, 6811 AA Arnhem").
 */
function isPostcodeHere(
  line: string,
  start: number,
  end: number,
  country: PostcodeCountry,
  languages: readonly StreetLanguage[],
): boolean {
  if (!/^\d/.test(line.slice(start, end))) return true;
  const before = line.slice(0, start);
  if (/(?:^|[\s,])\d/.test(before) || endsWithRegion(before, country)) return true;
  if (POSTCODE_LAST.has(country) || !/(?:^|,)\s*$/.test(before)) return false;
  const [next] = parts(tokenise(line.slice(end)));
  return (
    !next ||
    !hasStreetType(
      next.map((token) => token.folded),
      languages,
    )
  );
}

function findPostcode(line: string, code: string | undefined): FoundPostcode | undefined {
  if (code && !isPostcodeCountry(code)) return undefined;
  const countries = code ? [code as PostcodeCountry] : UNKNOWN_COUNTRY_ORDER;
  for (const country of countries) {
    let found: FoundPostcode | undefined;
    // The last one wins: a number early in the line is more likely a house number.
    for (const match of line.matchAll(POSTCODE_IN_LINE[country])) {
      const postcode = normalisePostcode(match[0], country);
      const end = match.index + match[0].length;
      if (postcode && isPostcodeHere(line, match.index, end, country, streetLanguages(code))) {
        found = { postcode, country, start: match.index, end };
      }
    }
    if (found) return found;
  }
  return undefined;
}

/**
 * Drops the name of the line's country where it ends the line ("…, Netherlands", "… 29715 United States", "…
 * Arnhem Nederland"); without a country, any country name set apart by a comma or the postcode. Another country's
 * name is kept, since it may be a place ("12 Elm St, Lebanon" in the US), and so is a state of that name ("Atlanta,
 * Georgia") and the word right after the postcode where the locality stands (a city named like its country).
 */
function withoutCountry(
  tokens: readonly Token[],
  code: string | undefined,
  postcodeLast: boolean,
): readonly Token[] {
  const named = COUNTRY_NAMES.endingAt(tokens, tokens.length);
  const ownCode = code !== undefined && tokens.at(-1)?.folded === code.toLowerCase();
  const length = named?.length ?? (ownCode ? 1 : 0);
  const start = tokens.length - length;
  const before = tokens[start - 1];
  if (length === 0 || !tokens.slice(0, start).some((token) => token.kind === 'word')) return tokens;
  if (regionPhrases(code)?.endingAt(tokens, tokens.length)) return tokens;
  if (before?.kind === 'postcode' && !postcodeLast) return tokens;
  const own = ownCode || (named !== undefined && named.value === code);
  return own || (!code && before?.kind !== 'word') ? tokens.slice(0, start) : tokens;
}

interface Designated {
  tokens: Token[];
  units: string[];
  poBoxes: string[];
}

/** Takes out units and PO boxes wherever they are written, leaving a break in their place. */
function takeDesignated(tokens: readonly Token[], languages: readonly StreetLanguage[]): Designated {
  const kept: Token[] = [];
  const units: string[] = [];
  const poBoxes: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const box = poBoxAt(tokens, index);
    const unit = box ? undefined : unitAt(tokens, index, languages);
    if (box) poBoxes.push(box.text);
    if (unit) units.push(unit.text);
    const taken = box?.length ?? unit?.length ?? 0;
    kept.push(taken > 0 ? BREAK : tokens[index]!);
    index += Math.max(taken, 1);
  }
  return { tokens: tidyBreaks(kept), units, poBoxes };
}

interface NumberAt {
  index: number;
  /** Tokens the number and its addition take. */
  length: number;
}

/**
 * The house number that starts at token `index`, taking a spaced addition ("118 bis") when there is one, but in
 * English not a direction ("2010 N Central Park") nor a letter that names a street ("1800 M St").
 */
function numberAt(tokens: readonly Token[], index: number, english: boolean): NumberAt | undefined {
  for (const length of [2, 1]) {
    const slice = tokens.slice(index, index + length);
    if (slice.length < length || slice.some((token) => token.kind !== 'word')) continue;
    if (length === 2 && english && namesStreet(slice[1]!.folded, tokens[index + 2]?.folded ?? '')) continue;
    if (parseHouseNumber(joinWords(slice))) return { index, length };
  }
  return undefined;
}

/** Whether a word after an English house number starts the street: "N Central Park", "M St", "L B J Fwy", "I 10". */
const namesStreet = (word: string, next: string) =>
  isEnglishDirection(word) || isEnglishStreetType(next) || /^(?:[a-z]|\d+)$/.test(next);

interface Split {
  number: NumberAt;
  street: Token[];
  rest: Token[];
  /** A unit written without designator after the street ("W. Grand Ave. 600"). */
  unit?: string;
}

function numberFirst(tokens: readonly Token[], english: boolean): Split | undefined {
  const number = numberAt(tokens, 0, english);
  if (!number) return undefined;
  // A unit taken out between number and street leaves a break there: "6910 # G Mary Caroline Circle".
  const after = tidyBreaks(tokens.slice(number.length));
  const comma = after.findIndex((token) => token.kind !== 'word');
  const part = comma === -1 ? after : after.slice(0, comma);
  if (part.length === 0) return undefined;
  if (!english) return { number, street: part, rest: after.slice(part.length) };
  return { number, ...englishSplit(part, after.slice(part.length)) };
}

/**
 * The English street in the first part of a line and what follows it. A bare number right after the street is
 * its unit ("W. Grand Ave. 600", "West Bryn Mawr 211", "Auburn Ave 303 GA") unless it is a route's ("Highway 34",
 * "Business 40"); a diagonal or a bare number written after the comma still belongs to the street ("Bolton Rd, NW
 * Atlanta", "W. Monroe, 12C, Chicago").
 */
function englishSplit(part: readonly Token[], following: readonly Token[]): Omit<Split, 'number'> {
  const words = part.map((token) => token.folded);
  const found = englishStreetEnd(words);
  let end = found ?? part.length;
  let unit: string | undefined;
  const unitIndex = found ?? part.length - 1;
  const named = words.slice(0, unitIndex).some((word) => !isEnglishDirection(word));
  const bare = isBareUnit(part[unitIndex]) && named && !isRouteWord(words, unitIndex - 1);
  if (bare && (found !== undefined || unitIndex === part.length - 1)) {
    unit = part[unitIndex]!.text;
    end = unitIndex;
  }
  const street = part.slice(0, end);
  let rest = [...part.slice(unit ? end + 1 : end), ...following];
  if (end === part.length && rest[0]?.kind === 'break') {
    const next = rest.slice(1);
    const nextEnd = next.findIndex((token) => token.kind !== 'word');
    const nextPart = nextEnd === -1 ? next : next.slice(0, nextEnd);
    const direction = nextPart.length > 0 ? directionAfterComma(nextPart.map((token) => token.folded)) : 0;
    if (direction > 0) {
      street.push(...next.slice(0, direction));
      rest = [BREAK, ...next.slice(direction)];
    } else if (!unit && nextPart.length === 1 && isBareUnit(nextPart[0])) {
      unit = nextPart[0]!.text;
      rest = next.slice(1);
    }
  }
  return { street, rest, ...(unit ? { unit } : {}) };
}

function numberLast(tokens: readonly Token[], english: boolean): Split | undefined {
  const words = tokens.map((token) => token.folded);
  // The last number wins, so numbers inside the street name ("2e Jan Steenstraat 12", "Straße des 17. Juni 135")
  // stay in the street.
  for (let index = tokens.length - 1; index >= 1; index -= 1) {
    if (!/^\d/.test(tokens[index]!.text) || tokens[index]!.kind !== 'word') continue;
    // "Highway 34 East": a route's number is no house number.
    if (english && isRouteWord(words, index - 1)) continue;
    const number = numberAt(tokens, index, english);
    const street = tokens.slice(0, index);
    if (number && joinWords(street) !== '') {
      return { number, street, rest: tokens.slice(index + number.length) };
    }
  }
  return undefined;
}

/**
 * The locality and state at the end of `tokens` ("Cambridge MA", "Boston, Massachusetts"). A state code always
 * counts (with a known country; without one only before a US or Canadian postcode), a state name only after a
 * locality or before the postcode, since "New York" alone is the city.
 */
function takeState(
  tokens: readonly Token[],
  code: string | undefined,
  postcode: FoundPostcode | undefined,
): { tokens: readonly Token[]; state?: string } {
  const found = regionPhrases(code)?.endingAt(tokens, tokens.length);
  if (!found) return { tokens };
  const before = tokens.slice(0, tokens.length - found.length);
  const hasLocality = before.some((token) => token.kind === 'word');
  const beforeRegionalPostcode = postcode !== undefined && regionPhrases(postcode.country) !== undefined;
  const taken = found.value.byCode ? code !== undefined || beforeRegionalPostcode : hasLocality || !!postcode;
  return taken ? { tokens: tidyBreaks(before), state: found.value.code } : { tokens };
}

const firstPart = (tokens: readonly Token[]) => {
  const [first] = parts(tokens);
  return first && joinWords(first);
};

/**
 * Street and locality of a line without a house number. Where the locality is last (a state or a postcode of a
 * country that writes it after the locality follows), the last part is the locality and what comes before is the
 * street ("Ridgecrest Drive, Soldotna AK", "Sand Point, AK", "London SW1A 2AA"); otherwise the line is a street.
 */
function withoutNumber(tokens: readonly Token[], localityLast: boolean, english: boolean) {
  const found = parts(tokens);
  if (!localityLast || found.length === 0) return { street: found[0] ? joinWords(found[0]) : '' };
  if (found.length > 1) return { street: joinWords(found[0]!), locality: joinWords(found.at(-1)!) };
  const only = found[0]!;
  const end = english ? englishStreetEnd(only.map((token) => token.folded)) : undefined;
  if (end === undefined) return { street: '', locality: joinWords(only) };
  const locality = joinWords(only.slice(end));
  return { street: joinWords(only.slice(0, end)), ...(locality ? { locality } : {}) };
}

/**
 * Split a street line. `country` (ISO alpha-2) decides whether the number comes before or after the street, which
 * postcode shape to look for, which unit designators count and whether a state may end the line; without it, a
 * line that starts with a number and has no later one is read number-first. When the expected order finds no
 * number the other order is tried, since people do not always write their country's way.
 */
export function parseStreetLine(line: string, country?: string): StreetLine {
  const code = country?.toUpperCase();
  const languages = streetLanguages(code);
  const english = languages.includes('en');
  // Spaces around a hyphen or slash after a number belong to the house number ("6 - 8", "12 / 3").
  const text = line
    .replace(/[‐-―−]/g, '-')
    .replace(/(\d)\s*([-/])\s*(?=[\p{L}\d])/gu, '$1$2')
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .trim();
  const postcode = findPostcode(text, code);
  const postcodeLast = POSTCODE_LAST.has(postcode?.country ?? code ?? '');
  const all = postcode
    ? [
        ...tokenise(text.slice(0, postcode.start)),
        { kind: 'postcode' as const, text: postcode.postcode, folded: '' },
        ...tokenise(text.slice(postcode.end)),
      ]
    : tokenise(text);
  const { tokens, units, poBoxes } = takeDesignated(withoutCountry(all, code, postcodeLast), languages);
  const postcodeAt = tokens.findIndex((token) => token.kind === 'postcode');
  const before = tidyBreaks(postcodeAt === -1 ? tokens : tokens.slice(0, postcodeAt));
  const after = postcodeAt === -1 ? [] : tokens.slice(postcodeAt + 1);

  const laterNumber = before.slice(1).some((token) => /^\d/.test(token.text));
  const preferFirst = code ? NUMBER_FIRST.has(code) : !laterNumber;
  const orders = preferFirst ? [numberFirst, numberLast] : [numberLast, numberFirst];
  const split = orders.map((order) => order(before, english)).find((found) => found !== undefined);

  const { tokens: place, state } = takeState(split ? split.rest : before, code, postcode);
  const afterLocality = firstPart(after);
  let street: string;
  let locality: string | undefined;
  if (split) {
    street = joinWords(split.street);
    const restLocality = firstPart(place);
    locality = postcodeLast ? (restLocality ?? afterLocality) : (afterLocality ?? restLocality);
  } else {
    // A box, a state or a postcode written after the locality leaves the locality last.
    const localityLast =
      poBoxes.length > 0 || state !== undefined || (postcode !== undefined && postcodeLast);
    const parsed = withoutNumber(place, localityLast, english);
    street = parsed.street;
    locality = parsed.locality ?? afterLocality;
  }

  const allUnits = split?.unit ? [...units, split.unit] : units;
  const house = split
    ? parseHouseNumber(joinWords(before.slice(split.number.index, split.number.index + split.number.length)))
    : undefined;
  return {
    street,
    houseNumber: house?.number ?? '',
    addition: house?.addition ?? '',
    ...(house?.rangeTo ? { houseNumberTo: house.rangeTo } : {}),
    ...(allUnits.length > 0 ? { unit: allUnits.join(' ') } : {}),
    ...(poBoxes.length > 0 ? { poBox: poBoxes.join(' ') } : {}),
    ...(postcode ? { postcode: postcode.postcode } : {}),
    ...(locality ? { locality } : {}),
    ...(state ? { state } : {}),
  };
}
