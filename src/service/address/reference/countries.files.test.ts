import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { allCountries, countryOf, isPostcodeShapeValid, regionOf, regionsForPostcode } from './countries';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

describe('countryOf', () => {
  it.each([
    ['NL', 'NL'],
    ['nl', 'NL'],
    ['NLD', 'NL'],
    ['Netherlands', 'NL'],
    ['the netherlands', 'NL'],
    ['Nederland', 'NL'],
    ['Pays-Bas', 'NL'],
    ['Niederlande', 'NL'],
    ['  PAÍSES BAJOS ', 'NL'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Germania', 'DE'],
    ['USA', 'US'],
    ['United States of America', 'US'],
    ['Vereinigte Staaten', 'US'],
    ['Royaume-Uni', 'GB'],
    ['Великобритания', 'GB'],
    ['Österreich', 'AT'],
    ['osterreich', 'AT'],
    ["Côte d'Ivoire", 'CI'],
    ['cote divoire', 'CI'],
  ])('%s → %s', (input, code) => {
    expect(countryOf(input)?.code).toBe(code);
  });

  it.each(['Atlantis', 'XX', ''])('knows no country called %j', (input) => {
    expect(countryOf(input)).toBeUndefined();
  });

  it('names countries the way people do', () => {
    expect(countryOf('US')?.name).toBe('United States');
    expect(countryOf('NL')?.name).toBe('Netherlands');
    expect(countryOf('KR')?.name).toBe('South Korea');
  });

  it('tells which postal formats name the state', () => {
    expect(['US', 'CA', 'AU'].map((code) => countryOf(code)?.usesRegion)).toEqual([true, true, true]);
    expect(['NL', 'DE', 'GB', 'FR'].map((code) => countryOf(code)?.usesRegion)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('lists every ISO country once, with examples that fit their own postcode pattern', () => {
    const countries = allCountries();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      if (country.postcodePattern && country.postcodeExample) {
        expect(country.postcodeExample).toMatch(country.postcodePattern);
      }
    }
  });
});

describe('regionOf', () => {
  it.each([
    ['US', 'MA', 'MA'],
    ['US', 'us-ma', 'MA'],
    ['US', 'Massachusetts', 'MA'],
    ['US', 'massachusetts', 'MA'],
    ['US', 'Puerto Rico', 'PR'],
    ['NL', 'GE', 'GE'],
    ['NL', 'NL-GE', 'GE'],
    ['NL', 'gelderland', 'GE'],
    ['NL', 'Noord-Holland', 'NH'],
    ['NL', 'North Holland', 'NH'],
    ['DE', 'BY', 'BY'],
    ['DE', 'Bayern', 'BY'],
    ['DE', 'Bavaria', 'BY'],
    ['DE', 'Baden-Württemberg', 'BW'],
    ['DE', 'Baden-Wuerttemberg', 'BW'],
    ['DE', 'nordrhein westfalen', 'NW'],
    ['CA', 'QC', 'QC'],
    ['CA', 'Québec', 'QC'],
    ['CA', 'NL', 'NL'],
    ['CA', 'Colombie-Britannique', 'BC'],
    ['GB', 'Scotland', 'SCT'],
    ['GB', 'Kent', 'KEN'],
    ['Netherlands', 'Utrecht', 'UT'],
  ])('%s %s → %s', (country, input, code) => {
    expect(regionOf(country, input)?.code).toBe(code);
  });

  it('gives the common name of the region', () => {
    expect(regionOf('US', 'ma')?.name).toBe('Massachusetts');
    expect(regionOf('NL', 'ge')?.name).toBe('Gelderland');
    expect(regionOf('DE', 'Bavaria')?.name).toBe('Bayern');
  });

  it('finds nothing for an unknown region or country', () => {
    expect(regionOf('US', 'Atlantis')).toBeUndefined();
    expect(regionOf('NL', 'Bayern')).toBeUndefined();
    expect(regionOf('XX', 'MA')).toBeUndefined();
  });
});

describe('regionsForPostcode', () => {
  it.each([
    ['02135', 'MA'],
    ['02135-1234', 'MA'],
    ['90210', 'CA'],
    ['10001', 'NY'],
    ['99501', 'AK'],
  ])('US %s lies in %s', (postcode, region) => {
    expect(regionsForPostcode('US', postcode).map((found) => found.code)).toEqual([region]);
  });

  it('gives every region a prefix can belong to', () => {
    // K1A is the National Capital Region, which spans Ontario and Quebec.
    expect(
      regionsForPostcode('CA', 'K1A 0B1')
        .map((region) => region.code)
        .sort(),
    ).toEqual(['ON', 'QC']);
    expect(regionsForPostcode('CA', 'T2P 1J9').map((region) => region.code)).toEqual(['AB']);
  });

  it('knows nothing where the data has no postcode prefixes', () => {
    expect(regionsForPostcode('NL', '6811 AA')).toEqual([]);
    expect(regionsForPostcode('XX', '02135')).toEqual([]);
    expect(regionsForPostcode('US', '')).toEqual([]);
  });
});

describe('isPostcodeShapeValid', () => {
  it.each([
    ['NL', '6811 AA', true],
    ['NL', '6811aa', true],
    ['NL', '681 AA', false],
    ['NL', '6811 A1', false],
    ['GB', 'SW1A 2AA', true],
    ['GB', 'sw1a2aa', true],
    ['GB', 'SW1A 2A', false],
    ['GB', 'QQ1 1AA', false],
    ['US', '02135', true],
    ['US', '02135-1234', true],
    ['US', '2135', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['DE', '101155', false],
  ])('%s %s → %s', (country, postcode, valid) => {
    expect(isPostcodeShapeValid(country, postcode)).toBe(valid);
  });

  it('cannot tell for a country without postcodes', () => {
    expect(countryOf('AO')?.postcodePattern).toBeUndefined();
    expect(isPostcodeShapeValid('AO', '1234')).toBeUndefined();
  });
});
