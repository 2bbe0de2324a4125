import { allCountries } from './countries';
import { placeCounts } from './places';
import { postcodeAreasOf } from './postcode-areas';

export type CoverageLevel =
  'postcode areas + places' | 'places + postcode format' | 'places' | 'postcode format only' | 'country only';

export interface CoverageRow {
  code: string;
  name: string;
  regions: number;
  hasPostcodePattern: boolean;
  places: number;
  /** Places whose GeoNames subdivision maps to one of the country's regions. */
  placesWithRegion: number;
  postcodeAreas: number;
  /** How far the bundled data can verify an address of this country (street level needs imported data). */
  level: CoverageLevel;
}

function levelOf(places: number, postcodeAreas: number, hasPostcodePattern: boolean): CoverageLevel {
  if (postcodeAreas > 0 && places > 0) return 'postcode areas + places';
  if (places > 0) return hasPostcodePattern ? 'places + postcode format' : 'places';
  return hasPostcodePattern ? 'postcode format only' : 'country only';
}

/** What the bundled reference data knows of each country, in English name order. */
export function referenceCoverage(): CoverageRow[] {
  return allCountries().map((country) => {
    const { places, withRegion } = placeCounts(country.code);
    const postcodeAreas = postcodeAreasOf(country.code).length;
    const hasPostcodePattern = country.postcodePattern !== undefined;
    return {
      code: country.code,
      name: country.name,
      regions: country.regions.length,
      hasPostcodePattern,
      places,
      placesWithRegion: withRegion,
      postcodeAreas,
      level: levelOf(places, postcodeAreas, hasPostcodePattern),
    };
  });
}
