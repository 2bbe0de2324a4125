import { describe, expect, it } from 'vitest';
import { pointReader } from './point-reader';

const HEADER_COLUMNS = {
  number: { column: 0, header: 'number' },
  street: { column: 1, header: 'street' },
  region: { column: 2, header: 'region' },
  latitude: { column: 3, header: 'lat' },
  longitude: { column: 4, header: 'lon' },
};
const readAll = pointReader(
  { ...HEADER_COLUMNS, country: { fixed: 'US' }, city: { fixed: 'Boston' } },
  'test.csv',
);
/** The one outcome of a record without a number list. */
const read = (record: string[]) => {
  const outcomes = readAll(record);
  expect(outcomes).toHaveLength(1);
  return outcomes[0];
};

describe('point reader', () => {
  it('stores a region of up to three letters or digits as a code, a longer one as a name', () => {
    expect(read(['1', 'Main St', 'ma', '', ''])).toMatchObject({ row: { region_code: 'MA', region: '' } });
    expect(read(['1', 'Main St', 'Massachusetts', '', ''])).toMatchObject({
      row: { region_code: '', region: 'Massachusetts' },
    });
  });

  it('reads coordinates with a decimal point or comma and leaves empty ones out', () => {
    expect(read(['1', 'Main St', '', '42.35', '-71,05'])).toMatchObject({
      row: { latitude: 42.35, longitude: -71.05, source: 'test.csv', city: 'Boston', country: 'US' },
    });
    expect(read(['1', 'Main St', '', ' ', ''])).toMatchObject({ row: { latitude: null, longitude: null } });
  });

  it('says which coordinate is not a number', () => {
    expect(read(['1', 'Main St', '', 'north', '-71.05'])).toEqual({
      problem: 'latitude "north" is not a number',
    });
    expect(read(['1', 'Main St', '', '42.35', '1.2.3'])).toEqual({
      problem: 'longitude "1.2.3" is not a number',
    });
  });

  it('takes the fallback where the cell is empty and the cell where it is not', () => {
    const withFallback = pointReader(
      {
        ...HEADER_COLUMNS,
        country: { fixed: 'US' },
        city: { fixed: 'Boston' },
        region: { column: 2, header: 'region', fallback: 'MA' },
      },
      'oa',
    );
    expect(withFallback(['1', 'Main St', '', '', ''])).toMatchObject([{ row: { region_code: 'MA' } }]);
    expect(withFallback(['1', 'Main St', 'RI', '', ''])).toMatchObject([{ row: { region_code: 'RI' } }]);
  });

  it('stores each number of an OpenStreetMap number list as its own address at the same place', () => {
    const outcomes = readAll(['141;145', 'Station Road', '', '51.51', '-2.63']);
    expect(outcomes).toMatchObject([
      { row: { number_value: 141, latitude: 51.51 } },
      { row: { number_value: 145, latitude: 51.51 } },
    ]);
    expect(
      readAll(['2, 4', 'Main St', '', '', '']).map((outcome) => 'row' in outcome && outcome.row.number),
    ).toEqual(['2', '4']);
  });

  it('refuses a list with a part that is not a house number', () => {
    expect(readAll(['12;north', 'Main St', '', '', ''])).toContainEqual({
      problem: 'house number "north" is not a house number',
    });
  });
});
