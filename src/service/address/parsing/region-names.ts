import { CA, US, type CountryData } from 'country-region-data';
import { PhraseMap } from './phrase-map';

/**
 * The states and provinces written on US and Canadian envelopes ("Cambridge MA 02139", "Fort Mill, South Carolina"),
 * by code or full name, from country-region-data.
 */
export interface RegionMatch {
  /** Two-letter postal code, upper case. */
  code: string;
  /** Written as a two-letter code rather than a name: a code is never a locality, a name may be ("New York"). */
  byCode: boolean;
}

const entries = ([, , regions]: CountryData) =>
  regions.flatMap(([name, code]): [string, RegionMatch][] => [
    [code, { code, byCode: true }],
    [name, { code, byCode: false }],
  ]);

const REGIONS_OF: Record<string, PhraseMap<RegionMatch>> = {
  US: new PhraseMap(entries(US)),
  CA: new PhraseMap(entries(CA)),
};
const US_AND_CA = new PhraseMap([...entries(US), ...entries(CA)]);

/** The regions a line of this country may name; both countries' when the country is unknown, none elsewhere. */
export function regionPhrases(country: string | undefined): PhraseMap<RegionMatch> | undefined {
  if (!country) return US_AND_CA;
  return Object.hasOwn(REGIONS_OF, country) ? REGIONS_OF[country] : undefined;
}
