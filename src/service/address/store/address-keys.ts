import { normaliseText } from '../../matching/text/normalise-text';
import { normalisePostcode } from '../parsing/postcode';
import { canonicalStreet, streetLanguages } from '../parsing/street-types';

/** Names repeat (an import writes each street once per house, a city once per address): remember recent keys. */
const REMEMBERED_KEYS = 100_000;

function remembered(key: (text: string, country: string) => string) {
  // Per country, so that finding a key joins no strings.
  let keys = new Map<string, Map<string, string>>();
  let size = 0;
  return (text: string, country = ''): string => {
    let ofCountry = keys.get(country);
    if (ofCountry === undefined) keys.set(country, (ofCountry = new Map()));
    let found = ofCountry.get(text);
    if (found === undefined) {
      if (size >= REMEMBERED_KEYS) {
        keys = new Map([[country, (ofCountry = new Map())]]);
        size = 0;
      }
      found = key(text, country);
      ofCountry.set(text, found);
      size++;
    }
    return found;
  };
}

/**
 * The comparison keys every address lookup and every import agree on. They are stored beside the text as written,
 * so a lookup is an index seek on the key, not a scan that normalises each row.
 */
export const cityKey = remembered((city: string) => normaliseText(city));

/** "Hauptstr." and "Haupt-Straße" share "hauptstrasse"; word breaks do not count. */
export const streetKey = remembered((street: string, country: string) =>
  canonicalStreet(street, streetLanguages(country)).replace(/ /g, ''),
);

/** "1234 ab" → "1234AB"; a postcode of a country without known rules keeps only its letters and digits. */
export const postcodeKey = remembered((postcode: string, country: string) =>
  (normalisePostcode(postcode, country) ?? postcode).toUpperCase().replace(/[^\p{L}\p{N}]/gu, ''),
);

/**
 * Where a keyboard lacks a letter, a country has one way to write it out: German "ö" as "oe", Danish "å" as "aa".
 * Keys fold accents away ("ö" → "o") and so cannot tell "Koenigsweg" from a misspelt "Konigsweg"; the names
 * written out can: "Königsweg" written out is "Koenigsweg", "Bruchweg" stays "Bruchweg".
 */
const UMLAUTS: readonly [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/Ä/g, 'Ae'],
  [/Ö/g, 'Oe'],
  [/Ü/g, 'Ue'],
];
const NORDIC: readonly [RegExp, string][] = [
  [/å/g, 'aa'],
  [/Å/g, 'Aa'],
  [/ø/g, 'oe'],
  [/Ø/g, 'Oe'],
];
const WRITTEN_OUT: Record<string, readonly [RegExp, string][]> = {
  DE: UMLAUTS,
  AT: UMLAUTS,
  CH: UMLAUTS,
  LI: UMLAUTS,
  LU: UMLAUTS,
  DK: NORDIC,
  NO: NORDIC,
};

/**
 * Whether a name may compare equal to another with another key because of a written-out letter: it has a letter
 * the country writes out, or what one is written as ("Koenigsweg", "Königsweg"; never "Bruchweg").
 */
export function mayBeWrittenOut(text: string, country: string): boolean {
  return (WRITTEN_OUT[country] ?? []).some(
    ([letter, letters]) => text.search(letter) >= 0 || text.toLowerCase().includes(letters.toLowerCase()),
  );
}

export function writtenOut(text: string, country: string): string {
  let written = text;
  for (const [letter, letters] of WRITTEN_OUT[country] ?? []) written = written.replace(letter, letters);
  return written;
}
