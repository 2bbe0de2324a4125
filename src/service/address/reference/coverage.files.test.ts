import { beforeAll, expect, it } from 'vitest';
import { loadReferenceData, REFERENCE_DATA_TIMEOUT } from '../../testing/reference-data';
import { referenceCoverage } from './coverage';
import { placesOf } from './places';
import { postcodeAreasOf } from './postcode-areas';

beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT);

it('tells how far the bundled data reaches per country', () => {
  const rows = new Map(referenceCoverage().map((row) => [row.code, row]));
  expect(rows.get('US')).toMatchObject({ level: 'postcode areas + places', hasPostcodePattern: true });
  expect(rows.get('CA')?.level).toBe('postcode areas + places');
  expect(rows.get('NL')).toMatchObject({ level: 'places + postcode format', regions: 12 });
  expect(rows.get('AQ')?.level).toBe('country only');
  for (const code of ['US', 'NL', 'GB']) {
    const row = rows.get(code)!;
    expect(row.places).toBe(placesOf(code).length);
    expect(row.placesWithRegion).toBe(placesOf(code).filter((place) => place.regionCode !== '').length);
    expect(row.postcodeAreas).toBe(postcodeAreasOf(code).length);
  }
});
