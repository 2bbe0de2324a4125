import { normaliseText } from '../../matching/text/normalise-text';
import { normalisePostcode } from '../parsing/postcode';
import { canonicalStreet, streetLanguages } from '../parsing/street-types';

/** Names repeat (an import writes each street once per house, a city once per address): remember recent keys. */
const REMEMBERED_KEYS = 100_000;

function remembered(key: (text: string, country: string) => string) {
  let keys = new Map<string, string>();
  return (text: string, country = ''): string => {
    const memo = `${country}|${text}`;
    let found = keys.get(memo);
    if (found === undefined) {
      if (keys.size >= REMEMBERED_KEYS) keys = new Map();
      found = key(text, country);
      keys.set(memo, found);
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
