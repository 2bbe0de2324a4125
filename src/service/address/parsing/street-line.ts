import { normaliseText } from '../../matching/text/normalise-text';
import { parseHouseNumber } from './house-number';
import { normalisePostcode, type PostcodeCountry } from './postcode';
import { isEnglishDirection, isEnglishStreetType } from './street-types';

/**
 * A free-form street line ("Velperweg 8 arnhem", "10 Downing St, London SW1A 2AA") split into its parts. Fields
 * are as written, trimmed; the postcode is in its national spelling.
 */
export interface StreetLine {
  street: string;
  /** '' when the line has no house number. */
  houseNumber: string;
  addition: string;
  /** Last number of a range ("Jansbuitensingel 6-8"), see house-number.ts. */
  houseNumberTo?: string;
  postcode?: string;
  locality?: string;
}

/** Countries that write the number before the street; the rest of the world mostly writes it after. */
const NUMBER_FIRST = new Set(['US', 'CA', 'GB', 'IE', 'FR', 'AU', 'NZ', 'LU', 'ZA', 'IN', 'PH', 'SG', 'MY']);

/** Written forms per country, searched in the line; the match is then checked by normalisePostcode. */
const POSTCODE_IN_LINE: Record<PostcodeCountry, RegExp> = {
  NL: /\b[1-9]\d{3} ?[a-z]{2}\b/gi,
  DE: /\b\d{5}\b/g,
  US: /\b\d{5}(?:-\d{4})?\b/g,
  GB: /\b[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}\b/gi,
  FR: /\b\d{5}\b/g,
  BE: /\b[1-9]\d{3}\b/g,
  CA: /\b[a-z]\d[a-z] ?\d[a-z]\d\b/gi,
};
/** Tried in this order when the country is unknown: the shapes least likely to be something else come first. */
const UNKNOWN_COUNTRY_ORDER: readonly PostcodeCountry[] = ['NL', 'GB', 'CA', 'US', 'DE'];

interface Token {
  text: string;
  start: number;
}

interface FoundPostcode {
  postcode: string;
  start: number;
  end: number;
}

function findPostcode(line: string, country: string | undefined): FoundPostcode | undefined {
  const code = country?.toUpperCase();
  const countries = code && code in POSTCODE_IN_LINE ? [code as PostcodeCountry] : UNKNOWN_COUNTRY_ORDER;
  if (code && !(code in POSTCODE_IN_LINE)) return undefined;
  for (const candidate of countries) {
    const found = [...line.matchAll(POSTCODE_IN_LINE[candidate])]
      .map((match) => ({ match, postcode: normalisePostcode(match[0], candidate) }))
      .filter(({ match, postcode }) => {
        if (postcode === undefined) return false;
        // A postcode that starts with digits could be the house number: only take it when a number comes before.
        return !/^\d/.test(match[0]) || /(?:^|[\s,])\d/.test(line.slice(0, match.index));
      })
      .at(-1);
    if (found) {
      return {
        postcode: found.postcode!,
        start: found.match.index,
        end: found.match.index + found.match[0].length,
      };
    }
  }
  return undefined;
}

function tokenise(line: string): Token[] {
  return [...line.matchAll(/[^\s,]+|,/g)].map((match) => ({ text: match[0], start: match.index }));
}

const joinWords = (tokens: readonly Token[]) =>
  tokens
    .filter((token) => token.text !== ',')
    .map((token) => token.text)
    .join(' ');

/** The words of the first comma-separated part that has any: later parts are state or country, not the locality. */
function firstPart(tokens: readonly Token[]): string | undefined {
  const parts = joinWords(tokens.map((token) => (token.text === ',' ? { ...token, text: '\u0000' } : token)))
    .split('\u0000')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts[0];
}

interface NumberAt {
  index: number;
  /** Tokens the number and its addition take. */
  length: number;
}

/** The house number that starts at token `index`, taking a spaced addition ("118 bis") when there is one. */
function numberAt(tokens: readonly Token[], index: number): NumberAt | undefined {
  for (const length of [2, 1]) {
    const slice = tokens.slice(index, index + length);
    if (slice.length < length || slice.some((token) => token.text === ',')) continue;
    if (parseHouseNumber(joinWords(slice))) return { index, length };
  }
  return undefined;
}

function numberFirst(
  tokens: readonly Token[],
): { number: NumberAt; street: Token[]; rest: Token[] } | undefined {
  const number = numberAt(tokens, 0);
  if (!number) return undefined;
  const after = tokens.slice(number.length);
  const comma = after.findIndex((token) => token.text === ',');
  let streetEnd = comma === -1 ? after.length : comma;
  // Where no comma ends the street, it ends at its English type and direction ("Downing St London").
  const words = after.slice(0, streetEnd).map((token) => normaliseText(token.text));
  const typeIndex = words.findLastIndex((word, index) => index > 0 && isEnglishStreetType(word));
  if (typeIndex !== -1) {
    streetEnd = typeIndex + 1;
    if (words[streetEnd] !== undefined && isEnglishDirection(words[streetEnd]!)) streetEnd += 1;
  }
  const street = after.slice(0, streetEnd);
  return street.length > 0 ? { number, street, rest: after.slice(streetEnd) } : undefined;
}

function numberLast(
  tokens: readonly Token[],
): { number: NumberAt; street: Token[]; rest: Token[] } | undefined {
  // The last number wins, so numbers inside the street name ("2e Jan Steenstraat 12", "Straße des 17. Juni 135")
  // stay in the street.
  for (let index = tokens.length - 1; index >= 1; index -= 1) {
    if (!/^\d/.test(tokens[index]!.text)) continue;
    const number = numberAt(tokens, index);
    const street = tokens.slice(0, index);
    if (number && joinWords(street) !== '') {
      return { number, street, rest: tokens.slice(index + number.length) };
    }
  }
  return undefined;
}

/**
 * Split a street line. `country` (ISO alpha-2) decides whether the number comes before or after the street and
 * which postcode shape to look for; without it, a line that starts with a number and has no later one is read
 * number-first. When the expected order finds no number the other order is tried, since people do not always
 * write their country's way.
 */
export function parseStreetLine(line: string, country?: string): StreetLine {
  // Spaces around a hyphen or slash after a number belong to the house number ("6 - 8", "12 / 3").
  const text = line
    .replace(/[‐-―−]/g, '-')
    .replace(/(\d)\s*([-/])\s*(?=[\p{L}\d])/gu, '$1$2')
    .trim();
  const postcode = findPostcode(text, country);
  const withoutPostcode = postcode ? `${text.slice(0, postcode.start)},${text.slice(postcode.end)}` : text;
  const tokens = tokenise(withoutPostcode);

  const code = country?.toUpperCase();
  const laterNumber = tokens.slice(1).some((token) => /^\d/.test(token.text));
  const preferFirst = code ? NUMBER_FIRST.has(code) : !laterNumber;
  const orders = preferFirst ? [numberFirst, numberLast] : [numberLast, numberFirst];
  const parsed = orders.map((order) => order(tokens)).find((result) => result !== undefined);

  const result: StreetLine = parsed
    ? (() => {
        const house = parseHouseNumber(
          joinWords(tokens.slice(parsed.number.index, parsed.number.index + parsed.number.length)),
        )!;
        const locality = firstPart(parsed.rest);
        return {
          street: joinWords(parsed.street),
          houseNumber: house.number,
          addition: house.addition,
          ...(house.rangeTo ? { houseNumberTo: house.rangeTo } : {}),
          ...(locality ? { locality } : {}),
        };
      })()
    : { street: firstPart(tokens) ?? '', houseNumber: '', addition: '' };
  return postcode ? { ...result, postcode: postcode.postcode } : result;
}
