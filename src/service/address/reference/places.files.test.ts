import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { cityKey } from '../store/address-keys';
import { placeCounts, placesNamed, placesOf } from './places';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

const near = (
  place: { latitude: number; longitude: number } | undefined,
  latitude: number,
  longitude: number,
) =>
  place !== undefined &&
  Math.abs(place.latitude - latitude) < 0.1 &&
  Math.abs(place.longitude - longitude) < 0.1;

describe('places', () => {
  it('finds Arnhem in Gelderland', () => {
    const arnhem = placesNamed('NL', 'arnhem');
    expect(arnhem).toHaveLength(1);
    expect(arnhem[0]).toMatchObject({ country: 'NL', name: 'Arnhem', key: 'arnhem', regionCode: 'GE' });
    expect(near(arnhem[0], 51.98, 5.91)).toBe(true);
  });

  it('keeps every place of a name apart by region', () => {
    const bostons = placesNamed('US', 'boston');
    expect(bostons.length).toBeGreaterThan(1);
    expect(
      near(
        bostons.find((place) => place.regionCode === 'MA'),
        42.36,
        -71.06,
      ),
    ).toBe(true);
  });

  it.each([
    ['DE', 'koln', 'NW', 50.94, 6.96],
    ['DE', 'munich', 'BY', 48.14, 11.58],
    ['GB', 'bristol', 'ENG', 51.45, -2.59],
    ['CA', 'montreal', 'QC', 45.51, -73.59],
    ['FR', 'lyon', 'ARA', 45.76, 4.83],
  ])('%s %s lies in %s', (country, key, region, latitude, longitude) => {
    const place = placesNamed(country, key).find((found) => found.regionCode === region);
    expect(near(place, latitude, longitude)).toBe(true);
  });

  it('matches the cityKey exactly, not a spelling of it', () => {
    expect(placesNamed('NL', 'Arnhem')).toEqual([]);
    expect(placesNamed('NL', 'arnhe')).toEqual([]);
  });

  it('lists all places of a country under their cityKey', () => {
    const dutch = placesOf('nl');
    expect(dutch.length).toBeGreaterThan(1000);
    for (const place of dutch) {
      expect(place.country).toBe('NL');
      expect(place.key).toBe(cityKey(place.name));
      expect(placesNamed('NL', place.key)).toContain(place);
    }
    expect(placeCounts('NL')).toEqual({ places: dutch.length, withRegion: dutch.length });
  });

  it('has nothing for an unknown country', () => {
    expect(placesOf('XX')).toEqual([]);
    expect(placesNamed('XX', 'arnhem')).toEqual([]);
  });
});
