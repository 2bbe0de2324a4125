import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostalPlaceRow } from '../store/postal-place';
import { readRecordBatches } from './file-batches';
import { GEONAMES_CSV_HEADER, geonamesLayout, geonamesPostalReader } from './geonames-postal-rows';
import { readHeaderLine } from './import-plan';
import { BadRows } from './bad-rows';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-geonames-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tsvRow = (fields: string[]) => fields.join('\t');

/** Reads a file as the import does and answers its rows and bad rows. */
async function read(name: string, text: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  const layout = geonamesLayout(file, await readHeaderLine(file));
  const rows: PostalPlaceRow[] = [];
  const bad = new BadRows();
  let rowsRead = 0;
  await readRecordBatches(file, layout, geonamesPostalReader(), async (batch) => {
    rows.push(...batch.rows);
    for (const row of batch.bad) bad.add(row.line, row.problem);
    rowsRead = batch.rowsRead;
  });
  return { rows, bad, rowsRead };
}

describe('GeoNames postal-code rows', () => {
  it("reads GeoNames' tab-separated dump, with quotes as text, and counts bad rows with their line", async () => {
    const text = [
      tsvRow([
        'DE',
        '80331',
        'München',
        'Bayern',
        'BY',
        'Upper Bavaria',
        '091',
        'Kreisfreie Stadt München',
        '09162',
        '48.1372',
        '11.5755',
        '4',
      ]),
      tsvRow(['DE', '38385', 'Ingeleben', 'Niedersachsen', 'NI', '', '', '', '', '52.1167', '10.9833', '']),
      tsvRow(['DE', '12345', '', 'Berlin', 'BE', '', '', '', '', '52.5', '13.4', '4']), // 3: no place
      tsvRow(['DE', '12345', 'Berlin', 'Berlin', 'BE', '', '', '', '', 'north', '13.4', '4']), // 4: latitude
      tsvRow(['DE', '12345', 'Berlin']), // 5: too few fields
      tsvRow(['GB', 'BN91', '"The" Worthing', 'England', 'ENG', '', '', '', '', '50.818', '-0.3754', '']),
      tsvRow(['XYZ', '1000', 'Nowhere', '', '', '', '', '', '', '', '', '']), // 7: country
      '',
    ].join('\n');
    const { rows, bad, rowsRead } = await read('DE.txt', text);

    expect(rowsRead).toBe(7);
    expect(rows.map((row) => [row.country, row.postcode, row.place, row.region_code, row.latitude])).toEqual([
      ['DE', '80331', 'München', 'BY', 48.1372],
      ['DE', '38385', 'Ingeleben', 'NI', 52.1167],
      ['GB', 'BN91', '"The" Worthing', 'ENG', 50.818],
    ]);
    expect(rows[0]).toMatchObject({ place_key: 'munchen', postcode_key: '80331', region: 'Bayern' });
    expect(bad.listed).toEqual([
      { line: 3, problem: 'no place name' },
      { line: 4, problem: 'latitude "north" is not a number' },
      { line: 5, problem: 'row has 3 fields, a GeoNames row 12' },
      { line: 7, problem: 'country "XYZ" is not a two-letter code' },
    ]);
  });

  it('reads the CSV conversion with its header, and gives a row the same id in either layout', async () => {
    const csv = [
      GEONAMES_CSV_HEADER,
      'AT,2263,Waidendorf,Niederösterreich,03,Politischer Bezirk Gänserndorf,308,Dürnkrut,30813,48.4667,16.85',
      'AT,2263,Dürnkrut,Niederösterreich,03,Politischer Bezirk Gänserndorf,308,Dürnkrut,30813,,',
      'AT,,Nowhere,Niederösterreich,03,,,,,48,16', // 4: no postcode
      'AT,2263,Dürnkrut,Niederösterreich,03,,,,,48,200', // 5: longitude out of range
    ].join('\r\n');
    const fromCsv = await read('zipcodes.at.csv', csv);
    const fromTsv = await read(
      'AT.txt',
      tsvRow([
        'AT',
        '2263',
        'Waidendorf',
        'Niederösterreich',
        '03',
        'Politischer Bezirk Gänserndorf',
        '308',
        'Dürnkrut',
        '30813',
        '48.4667',
        '16.85',
        '4',
      ]),
    );

    expect(fromCsv.rowsRead).toBe(4);
    expect(fromCsv.rows.map((row) => [row.place, row.region_code, row.latitude, row.longitude])).toEqual([
      ['Waidendorf', '3', 48.4667, 16.85],
      ['Dürnkrut', '3', null, null],
    ]);
    expect(fromCsv.bad.listed).toEqual([
      { line: 4, problem: 'no postal code' },
      { line: 5, problem: 'longitude 200 is beyond ±180' },
    ]);
    expect(fromTsv.rows[0]!.id).toBe(fromCsv.rows[0]!.id);
  });

  it('refuses a file that is neither layout, saying which it expected', () => {
    expect(() => geonamesLayout('streets.csv', 'street,number,city')).toThrow(
      /streets\.csv: not a GeoNames postal-code file: expected 12 tab-separated columns .* or the CSV header country_code,zipcode,place/,
    );
  });
});
