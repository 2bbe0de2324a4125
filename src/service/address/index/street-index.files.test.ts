import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import type { StreetPostcodeGroup } from '../store/address-point-store';
import { cityKey, postcodeKey, streetKey } from '../store/address-keys';
import { StreetIndex } from './street-index';

/** A row as the grouped read of address_points gives it, keyed the way the import keys it. */
function group(
  country: string,
  city: string,
  street: string,
  postcode: string,
  addresses: number,
  at: [number, number] | null,
  region: { code: string; name: string } = { code: '', name: '' },
): StreetPostcodeGroup {
  return {
    country,
    city,
    city_key: cityKey(city),
    street,
    street_key: streetKey(street, country),
    postcode,
    postcode_key: postcode === '' ? '' : postcodeKey(postcode, country),
    region_code: region.code,
    region: region.name,
    addresses,
    latitude: at?.[0] ?? null,
    longitude: at?.[1] ?? null,
  };
}

const MA = { code: 'MA', name: 'Massachusetts' };
const GROUPS = [
  // Arnhem without a region, as the OSM extracts have it.
  group('NL', 'Arnhem', 'Velperweg', '6824 BH', 10, [52.0, 5.9]),
  group('NL', 'Arnhem', 'Velperweg', '6824 BJ', 30, [52.4, 6.3]),
  group('NL', 'Arnhem', 'Velperweg', '6824 BK', 5, null),
  group('NL', 'Arnhem', 'Jansbuitensingel', '6811 AA', 3, [51.98, 5.9]),
  group('NL', 'Arnhem', 'Nieuwe Plein', '6811 AA', 1, [51.98, 5.8]),
  group('NL', 'Arnhem', 'Looierstraat', '', 2, [51.97, 5.91]),
  group('NL', 'Amsterdam', 'Damrak', '1012 LG', 4, [52.37, 4.89]),
  group('US', 'Boston', 'Washington St', '02135', 5, [42.35, -71.15], MA),
  group('US', 'Boston', 'Newbury Street', '02115', 4, [42.35, -71.08], MA),
  group('US', 'Springfield', 'Main Street', '01103', 6, [42.1, -72.59], MA),
  group('US', 'Springfield', 'Elm Street', '62701', 7, [39.8, -89.65], { code: 'IL', name: 'Illinois' }),
  group('US', 'Springfield', 'Oak Street', '65806', 1, [37.2, -93.29]),
  group('DE', 'Berlin', 'Hauptstr.', '10115', 2, [52.53, 13.38], { code: 'BE', name: 'Berlin' }),
];
let index: StreetIndex;
// Building the index reads the bundled places, to give cities without a region theirs.
beforeAll(() => {
  loadReferenceData();
  index = new StreetIndex(GROUPS);
}, REFERENCE_DATA_TIMEOUT);

describe('StreetIndex streets', () => {
  it('merges a street over its postcodes: addresses summed, postcodes largest first', () => {
    const velperweg = index.street('NL', 'arnhem', 'GE', 'velperweg')!;
    expect(velperweg).toMatchObject({ street: 'Velperweg', city: 'Arnhem', addresses: 45 });
    expect(velperweg.postcodes).toEqual([
      { postcode: '6824 BJ', key: '6824BJ', addresses: 30 },
      { postcode: '6824 BH', key: '6824BH', addresses: 10 },
      { postcode: '6824 BK', key: '6824BK', addresses: 5 },
    ]);
  });

  it('places a street at the centre of its addresses with coordinates, weighted by their number', () => {
    const velperweg = index.street('NL', 'arnhem', 'GE', 'velperweg')!;
    expect(velperweg.latitude).toBeCloseTo((52.0 * 10 + 52.4 * 30) / 40, 10);
    expect(velperweg.longitude).toBeCloseTo((5.9 * 10 + 6.3 * 30) / 40, 10);
  });

  it('leaves a street without any coordinates without a centre', () => {
    const unplaced = new StreetIndex([group('NL', 'Velp', 'Kerkstraat', '6881 AA', 3, null)]);
    expect(unplaced.street('NL', 'velp', 'GE', 'kerkstraat')).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('keeps a street without a postcode, with no postcodes', () => {
    expect(index.street('NL', 'arnhem', 'GE', 'looierstraat')!.postcodes).toEqual([]);
  });

  it('keeps the same street name of two cities apart, and finds nothing for an unknown street', () => {
    expect(index.street('US', 'springfield', 'MA', 'mainstreet')!.addresses).toBe(6);
    expect(index.street('US', 'boston', 'MA', 'mainstreet')).toBeUndefined();
    expect(index.street('NL', 'arnhem', 'GE', 'washingtonstreet')).toBeUndefined();
  });

  it('numbers the streets by their position in `streets`', () => {
    index.streets.forEach((street, position) => expect(street.id).toBe(position));
    expect(index.streets).toHaveLength(new Set(GROUPS.map((g) => `${g.country}${g.city}${g.street}`)).size);
  });

  it('knows the countries it holds streets of', () => {
    expect([...index.countries].sort()).toEqual(['DE', 'NL', 'US']);
  });
});

describe('StreetIndex spellings', () => {
  let spelt: StreetIndex;
  beforeAll(() => {
    spelt = new StreetIndex([
      group('DE', 'Potsdam', 'Geschwister-Scholl-Straße', '14471', 126, [52.39, 13.04]),
      group('DE', 'Potsdam', 'Geschwister Schollstraße', '14471', 1, [52.39, 13.04]),
    ]);
  });

  it('merges the spellings of one street, named as most of its addresses spell it', () => {
    expect(spelt.streets).toHaveLength(1);
    expect(spelt.streets[0]).toMatchObject({ street: 'Geschwister-Scholl-Straße', addresses: 127 });
    expect(spelt.streets[0]!.postcodes).toEqual([{ postcode: '14471', key: '14471', addresses: 127 }]);
  });

  it('finds the street by the words of every spelling', () => {
    for (const word of ['scholl', 'schollstrasse']) {
      const found = spelt.streetWords.exact(word);
      expect(found, word).toBeDefined();
      expect([...spelt.streetWords.entriesOf(found!)]).toEqual([0]);
    }
  });
});

describe('StreetIndex regions', () => {
  it('takes the region from the imported rows when they have one', () => {
    expect(index.street('US', 'boston', 'MA', 'washingtonstreet')).toMatchObject({
      regionCode: 'MA',
      region: 'Massachusetts',
    });
  });

  it('infers the region of a city without one from the bundled places (Arnhem → Gelderland)', () => {
    expect(index.street('NL', 'arnhem', 'GE', 'velperweg')!.regionCode).toBe('GE');
    expect(index.postcode('NL', '6811AA')!.regionCode).toBe('GE');
    expect(index.localitiesNamed('NL', 'arnhem')[0]!.regionCode).toBe('GE');
  });

  it('infers no region for a city whose name places in several regions have', () => {
    const springfield = new StreetIndex([group('US', 'Springfield', 'Oak Street', '65806', 1, null)]);
    expect(springfield.street('US', 'springfield', '', 'oakstreet')!.regionCode).toBe('');
  });
});

describe('StreetIndex localities', () => {
  it('lists a city with its streets by name, the sum of their addresses and the street entries themselves', () => {
    const [arnhem, ...others] = index.localitiesNamed('NL', 'arnhem');
    expect(others).toEqual([]);
    expect(arnhem).toMatchObject({ city: 'Arnhem', cityKey: 'arnhem', country: 'NL', addresses: 51 });
    expect(arnhem!.streets.map((street) => street.street)).toEqual([
      'Jansbuitensingel',
      'Looierstraat',
      'Nieuwe Plein',
      'Velperweg',
    ]);
    expect(arnhem!.streets[3]).toBe(index.street('NL', 'arnhem', 'GE', 'velperweg'));
    expect(index.localities[arnhem!.streets[0]!.locality]).toBe(arnhem);
  });

  it('keeps two cities of one name in different regions apart', () => {
    const springfields = index.localitiesNamed('US', 'springfield');
    expect(springfields.map((locality) => locality.regionCode).sort()).toEqual(['', 'IL', 'MA']);
    expect(springfields.find((locality) => locality.regionCode === 'IL')!.addresses).toBe(7);
  });

  it('keeps a street of two cities of one name in different regions apart', () => {
    const main = (postcode: string, region: { code: string; name: string }, at: [number, number]) =>
      group('US', 'Springfield', 'Main Street', postcode, 5, at, region);
    const springfields = new StreetIndex([
      main('01103', MA, [42.1, -72.59]),
      main('62701', { code: 'IL', name: 'Illinois' }, [39.8, -89.65]),
    ]);
    const byRegion = springfields.localitiesNamed('US', 'springfield').map((locality) => ({
      region: locality.regionCode,
      postcodes: locality.streets.flatMap((street) => street.postcodes.map((postcode) => postcode.key)),
    }));
    expect(byRegion).toEqual(
      expect.arrayContaining([
        { region: 'MA', postcodes: ['01103'] },
        { region: 'IL', postcodes: ['62701'] },
      ]),
    );
  });

  it('finds no locality of another country or an unknown city', () => {
    expect(index.localitiesNamed('DE', 'arnhem')).toEqual([]);
    expect(index.localitiesNamed('NL', 'utrecht')).toEqual([]);
  });

  it('places a city at the centre of its streets, weighted by their addresses', () => {
    const boston = index.localitiesNamed('US', 'boston')[0]!;
    expect(boston.latitude).toBeCloseTo(42.35, 10);
    expect(boston.longitude).toBeCloseTo((-71.15 * 5 + -71.08 * 4) / 9, 10);
  });

  it('places a city at the centre of its addresses that have coordinates', () => {
    const arnhem = index.localitiesNamed('NL', 'arnhem')[0]!;
    const placed = GROUPS.filter((g) => g.city === 'Arnhem' && g.latitude !== null);
    const weight = placed.reduce((sum, g) => sum + g.addresses, 0);
    const latitude = placed.reduce((sum, g) => sum + g.latitude! * g.addresses, 0) / weight;
    expect(arnhem.latitude).toBeCloseTo(latitude, 10);
  });

  it('finds a locality by the words of its name', () => {
    const word = index.localityWords.exact('amsterdam')!;
    const found = [...index.localityWords.entriesOf(word)].map((entry) => index.localities[entry]!.city);
    expect(found).toEqual(['Amsterdam']);
  });
});

describe('StreetIndex postcodes', () => {
  it('holds each postcode with its city, the sum of its addresses and its streets by name', () => {
    const postcode = index.postcode('NL', '6811AA')!;
    expect(postcode).toMatchObject({ postcode: '6811 AA', key: '6811AA', city: 'Arnhem', addresses: 4 });
    expect(postcode.streets.map((street) => street.street)).toEqual(['Jansbuitensingel', 'Nieuwe Plein']);
    expect(postcode.latitude).toBeCloseTo(51.98, 10);
    expect(postcode.longitude).toBeCloseTo((5.9 * 3 + 5.8 * 1) / 4, 10);
  });

  it('finds a postcode only by its key in its own country', () => {
    expect(index.postcode('NL', '6811 AA')).toBeUndefined();
    expect(index.postcode('DE', '6811AA')).toBeUndefined();
    expect(index.postcode('DE', '10115')!.city).toBe('Berlin');
  });

  it('finds postcodes by their beginning, largest first, up to the limit', () => {
    const keys = (found: { key: string }[]) => found.map((postcode) => postcode.key);
    expect(keys(index.postcodesStartingWith('NL', '6824', 10))).toEqual(['6824BJ', '6824BH', '6824BK']);
    expect(keys(index.postcodesStartingWith('NL', '6824', 2))).toEqual(['6824BJ', '6824BH']);
    expect(keys(index.postcodesStartingWith('NL', '68', 10))).toEqual([
      '6824BJ',
      '6824BH',
      '6824BK',
      '6811AA',
    ]);
    expect(keys(index.postcodesStartingWith('NL', '6825', 10))).toEqual([]);
  });

  it('keeps to the country asked for, or looks in all without one', () => {
    const keys = (found: { country: string; key: string }[]) =>
      found.map((postcode) => `${postcode.country} ${postcode.key}`);
    expect(keys(index.postcodesStartingWith('DE', '10', 10))).toEqual(['DE 10115']);
    expect(keys(index.postcodesStartingWith('NL', '10', 10))).toEqual(['NL 1012LG']);
    expect(keys(index.postcodesStartingWith(undefined, '10', 10))).toEqual(['NL 1012LG', 'DE 10115']);
    expect(keys(index.postcodesStartingWith(undefined, '0', 10))).toEqual([
      'US 01103',
      'US 02135',
      'US 02115',
    ]);
  });
});

describe('StreetIndex street words', () => {
  const streetsWith = (word: string) => {
    const found = index.streetWords.exact(word);
    return found === undefined
      ? []
      : [...index.streetWords.entriesOf(found)].map((entry) => index.streets[entry]!.street);
  };

  it.each([
    ['hauptstrasse', ['Hauptstr.']],
    ['washington', ['Washington St']],
    ['street', ['Washington St', 'Newbury Street', 'Main Street', 'Elm Street', 'Oak Street']],
    ['plein', ['Nieuwe Plein']],
  ])('finds streets by the written-out word %j', (word, streets) => {
    expect(streetsWith(word).sort()).toEqual([...streets].sort());
  });

  it('indexes the words as written too, so an abbreviation typed as written finds its street', () => {
    expect(streetsWith('hauptstr')).toEqual(streetsWith('hauptstrasse'));
    expect(streetsWith('st')).toEqual(streetsWith('washington'));
  });
});
