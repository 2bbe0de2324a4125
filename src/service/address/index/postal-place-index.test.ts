import { describe, expect, it } from 'vitest';
import type { PostalPlaceRow } from '../store/postal-place';
import { PostalPlaceIndex } from './postal-place-index';

const row = (country: string, postcode: string, place: string): PostalPlaceRow => ({
  id: `${country}|${postcode}|${place}`,
  country,
  postcode,
  postcode_key: postcode,
  place,
  place_key: place.toLowerCase(),
  region_code: '',
  region: '',
  latitude: null,
  longitude: null,
});

const STORED: Record<string, PostalPlaceRow[]> = {
  DE: [row('DE', '80331', 'München'), row('DE', '38385', 'Ingeleben')],
  AT: [row('AT', '8010', 'Graz')],
};

/** An index over STORED that counts the loads of each country. */
function countingIndex(failFirst = false) {
  const loads: string[] = [];
  const index = new PostalPlaceIndex(Object.keys(STORED), async (country) => {
    loads.push(country);
    if (failFirst && loads.length === 1) throw new Error('the database went away');
    return STORED[country]!;
  });
  return { index, loads };
}

describe('PostalPlaceIndex', () => {
  it('loads a country when it is first asked for, once however many ask at the same time', async () => {
    const { index, loads } = countingIndex();
    expect(loads).toEqual([]);
    const [first, second] = await Promise.all([index.of('DE'), index.of('DE')]);
    expect(first).toBe(second);
    expect(first?.withPostcode('80331').places.map((place) => place.name)).toEqual(['München']);
    await index.of('DE');
    expect(loads).toEqual(['DE']);
  });

  it('answers nothing for a country without imported places, without reading the store', async () => {
    const { index, loads } = countingIndex();
    expect(await index.of('FR')).toBeUndefined();
    expect(loads).toEqual([]);
  });

  it('tries a failed load again on the next call instead of remembering the failure', async () => {
    const { index, loads } = countingIndex(true);
    await expect(index.of('AT')).rejects.toThrow('the database went away');
    expect((await index.of('AT'))?.named('graz').map((place) => place.postcode)).toEqual(['8010']);
    expect(loads).toEqual(['AT', 'AT']);
  });
});
