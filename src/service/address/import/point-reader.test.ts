import { describe, expect, it } from 'vitest';
import { pointReader } from './point-reader';

const HEADER_COLUMNS = {
  number: { column: 0, header: 'number' },
  street: { column: 1, header: 'street' },
  region: { column: 2, header: 'region' },
  latitude: { column: 3, header: 'lat' },
  longitude: { column: 4, header: 'lon' },
};
const read = pointReader(
  { ...HEADER_COLUMNS, country: { fixed: 'US' }, city: { fixed: 'Boston' } },
  'test.csv',
);

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
    expect(withFallback(['1', 'Main St', '', '', ''])).toMatchObject({ row: { region_code: 'MA' } });
    expect(withFallback(['1', 'Main St', 'RI', '', ''])).toMatchObject({ row: { region_code: 'RI' } });
  });
});
