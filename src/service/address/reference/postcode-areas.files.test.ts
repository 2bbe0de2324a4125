import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { cityKey, postcodeKey } from '../store/address-keys';
import { placesNamed } from './places';
import { postcodeAreas, postcodeAreasNamed, postcodeAreasOf } from './postcode-areas';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

describe('US ZIP areas', () => {
  it('places 02135 in Massachusetts, in Boston', () => {
    const [area, ...others] = postcodeAreas('US', '02135');
    expect(others).toEqual([]);
    expect(area).toMatchObject({ country: 'US', postcode: '02135', key: '02135', regionCode: 'MA' });
    expect(area!.latitude).toBeCloseTo(42.35, 1);
    expect(area!.longitude).toBeCloseTo(-71.15, 1);
    // The data names the neighbourhood (Brighton), which is itself a bundled place in Massachusetts.
    expect(placesNamed('US', cityKey(area!.city)).some((place) => place.regionCode === 'MA')).toBe(true);
  });

  it('reads a ZIP+4 as its ZIP', () => {
    expect(postcodeAreas('US', postcodeKey('02135-1234', 'US'))).toEqual(postcodeAreas('US', '02135'));
  });

  it('lists the ZIPs of a city', () => {
    const boston = postcodeAreasNamed('US', 'boston');
    expect(boston.map((area) => area.postcode)).toContain('02108');
    for (const area of boston) expect(cityKey(area.city)).toBe('boston');
  });

  it('lists the ZIPs of New York City, which the post calls New York', () => {
    const city = postcodeAreasNamed('US', cityKey('New York City'));
    expect(city.map((area) => area.postcode)).toContain('10001');
    expect(postcodeAreasNamed('US', 'kansas city').length).toBeGreaterThan(0);
  });

  it('knows every ZIP with its state, and no position for the military ones', () => {
    const zips = postcodeAreasOf('US');
    expect(zips.length).toBeGreaterThan(40_000);
    expect(zips.filter((area) => !/^\d{5}$/.test(area.key) || area.regionCode === '')).toEqual([]);
    const military = zips.filter((area) => ['AA', 'AE', 'AP'].includes(area.regionCode));
    expect(military.length).toBeGreaterThan(0);
    expect(military.some((area) => Number.isNaN(area.latitude))).toBe(true);
  });
});

describe('Canadian FSA areas', () => {
  it('reads a full postal code as its forward sortation area', () => {
    const [area] = postcodeAreas('CA', postcodeKey('K1A 0B1', 'CA'));
    expect(area).toMatchObject({ postcode: 'K1A', regionCode: 'ON' });
    expect(postcodeAreas('CA', 'K1A')).toEqual([area]);
  });

  it('lists the FSAs of a city, including its named quarters', () => {
    const calgary = postcodeAreasNamed('CA', 'calgary');
    expect(calgary.length).toBeGreaterThan(10);
    for (const area of calgary) {
      expect(area.regionCode).toBe('AB');
      expect(area.postcode).toMatch(/^T/);
    }
  });

  it('puts every FSA in a province', () => {
    expect(postcodeAreasOf('CA').filter((area) => area.regionCode === '')).toEqual([]);
  });
});

it('has no postcode areas for countries without a bundled list', () => {
  expect(postcodeAreas('NL', '6811AA')).toEqual([]);
  expect(postcodeAreasOf('DE')).toEqual([]);
  expect(postcodeAreasNamed('GB', 'london')).toEqual([]);
  expect(postcodeAreas('US', '00000')).toEqual([]);
});
