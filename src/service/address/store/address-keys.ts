import { normaliseText } from '../../matching/text/normalise-text';
import { normalisePostcode } from '../parsing/postcode';
import { canonicalStreet, streetLanguages } from '../parsing/street-types';

/**
 * The comparison keys every address lookup and every import agree on. They are stored beside the text as written,
 * so a lookup is an index seek on the key, not a scan that normalises each row.
 */
export const cityKey = (city: string) => normaliseText(city);

/** "Hauptstr." and "Haupt-Straße" share "hauptstrasse"; word breaks do not count. */
export const streetKey = (street: string, country: string) =>
  canonicalStreet(street, streetLanguages(country)).replace(/ /g, '');

/** "1234 ab" → "1234AB"; a postcode of a country without known rules keeps only its letters and digits. */
export const postcodeKey = (postcode: string, country: string) =>
  (normalisePostcode(postcode, country) ?? postcode).toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
