import { describe, expect, it } from 'vitest';
import { isOpenAddressesHeader, mapColumns, type ColumnMapping } from './column-mapping';
import { ImportSetupError } from './import-setup-error';

const OSM_HEADER = ['House number', 'Street name', 'Postal code', 'Latitude', 'Longitude'];
const OA_HEADER = [
  'LON',
  'LAT',
  'NUMBER',
  'STREET',
  'UNIT',
  'CITY',
  'DISTRICT',
  'REGION',
  'POSTCODE',
  'ID',
  'HASH',
];

const columnsOf = (mapping: ColumnMapping) =>
  Object.fromEntries(
    Object.entries(mapping).map(([field, source]) => [field, 'column' in source ? source.header : source]),
  );

describe('column mapping', () => {
  it('recognises the OSM extract header and fills the missing city, region and country from fixed values', () => {
    const { mapping, ignored } = mapColumns(OSM_HEADER, {
      map: {},
      fixed: { city: 'Boston', region: 'MA', country: 'US' },
    });
    expect(columnsOf(mapping)).toEqual({
      number: 'House number',
      street: 'Street name',
      postcode: 'Postal code',
      latitude: 'Latitude',
      longitude: 'Longitude',
      city: { fixed: 'Boston' },
      region: { fixed: 'MA' },
      country: { fixed: 'US' },
    });
    expect(ignored).toEqual([]);
  });

  it('recognises the OpenAddresses header in any case and leaves DISTRICT, ID and HASH unread', () => {
    const header = OA_HEADER.map((name) => name.toLowerCase());
    expect(isOpenAddressesHeader(header)).toBe(true);
    expect(isOpenAddressesHeader(OSM_HEADER)).toBe(false);
    const { mapping, ignored } = mapColumns(header, { map: {}, fixed: {} });
    expect(columnsOf(mapping)).toEqual({
      longitude: 'lon',
      latitude: 'lat',
      number: 'number',
      street: 'street',
      unit: 'unit',
      city: 'city',
      region: 'region',
      postcode: 'postcode',
    });
    expect(ignored).toEqual(['district', 'id', 'hash']);
  });

  it('recognises common names however they are spelled', () => {
    const { mapping } = mapColumns(
      ['housenumber', 'addr:street', 'ZIP', 'City', 'State', 'lat', 'lng', 'Country_Code', 'Apartment'],
      { map: {}, fixed: {} },
    );
    expect(columnsOf(mapping)).toEqual({
      number: 'housenumber',
      street: 'addr:street',
      postcode: 'ZIP',
      city: 'City',
      region: 'State',
      latitude: 'lat',
      longitude: 'lng',
      country: 'Country_Code',
      unit: 'Apartment',
    });
  });

  it('lets --map name a column of another name and take a column from the field it would have gone to', () => {
    const { mapping, ignored } = mapColumns(['Strasse', 'Hausnummer', 'Ort', 'City'], {
      map: { street: 'strasse', number: 'HAUSNUMMER', city: 'Ort', region: 'City' },
      fixed: {},
    });
    expect(columnsOf(mapping)).toEqual({
      street: 'Strasse',
      number: 'Hausnummer',
      city: 'Ort',
      region: 'City',
    });
    expect(ignored).toEqual([]);
  });

  it('leaves a field unread with --map field=, so a fixed value can take its place', () => {
    const { mapping, ignored } = mapColumns(OA_HEADER, { map: { city: '' }, fixed: { city: 'Springfield' } });
    expect(mapping.city).toEqual({ fixed: 'Springfield' });
    expect(ignored).toContain('CITY');
  });

  it('refuses a fixed value for a field the file has a column for, and says how to use it anyway', () => {
    expect(() => mapColumns(OA_HEADER, { map: {}, fixed: { region: 'MA' } })).toThrow(
      new ImportSetupError(
        '--region MA: the file has a region column "REGION"; add --map region= to ignore that column and use MA for every row',
      ),
    );
  });

  it('names the columns when --map points at one the file does not have', () => {
    expect(() => mapColumns(OSM_HEADER, { map: { city: 'Town' }, fixed: {} })).toThrow(
      '--map city=Town: the file has no column "Town" (its columns: "House number", "Street name", "Postal code", "Latitude", "Longitude")',
    );
  });

  it('refuses to guess between two columns that both look like one field', () => {
    expect(() => mapColumns(['street', 'zip', 'postcode'], { map: {}, fixed: {} })).toThrow(
      'columns "zip", "postcode" all look like the postcode; choose one with --map postcode=<column>',
    );
    const { mapping } = mapColumns(['street', 'zip', 'postcode'], { map: { postcode: 'zip' }, fixed: {} });
    expect(columnsOf(mapping)).toEqual({ street: 'street', postcode: 'zip' });
  });
});
