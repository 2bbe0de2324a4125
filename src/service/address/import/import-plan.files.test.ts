import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planImport } from './import-plan';

let dir: string;
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};
const OA_HEADER = 'LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH\n';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-plan-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('import plan', () => {
  it('takes country and region of an OpenAddresses file from its path and says so', async () => {
    const file = write('oa/us/ma/statewide.csv', OA_HEADER);
    const plan = await planImport(file, { map: {}, fixed: {} });
    expect(plan.mapping.country).toEqual({ fixed: 'US' });
    expect(plan.mapping.region).toEqual({ column: 7, header: 'REGION', fallback: 'MA' });
    expect(plan.notes).toContain("country US and region MA from the file's path");
    expect(plan.source).toBe('statewide.csv');
  });

  it('prefers --country to the path', async () => {
    const file = write('oa/us/ma/statewide.csv', OA_HEADER);
    const plan = await planImport(file, { map: {}, fixed: { country: 'CA' } });
    expect(plan.mapping.country).toEqual({ fixed: 'CA' });
    expect(plan.mapping.region).toEqual({ column: 7, header: 'REGION' });
  });

  it('asks for a country when neither the file nor its path gives one', async () => {
    const file = write('oa/statewide.csv', OA_HEADER);
    await expect(planImport(file, { map: {}, fixed: {} })).rejects.toThrow(
      `${file}: no country: the file has no country column; give --country <two-letter code>, or keep the file at <country>/<region>/<name>.csv as OpenAddresses does`,
    );
  });

  it('reads a semicolon-separated header after a byte order mark', async () => {
    const file = write('bom.csv', '\uFEFFHausnummer;Straße;PLZ;Ort\r\n5a;Hauptstraße;10115;Berlin\r\n');
    const plan = await planImport(file, {
      map: { number: 'Hausnummer', street: 'Straße' },
      fixed: { country: 'DE', city: 'Berlin' },
    });
    expect(plan.delimiter).toBe(';');
    expect(plan.header).toEqual(['Hausnummer', 'Straße', 'PLZ', 'Ort']);
    expect(plan.mapping.postcode).toEqual({ column: 2, header: 'PLZ' });
    expect(plan.notes).toContain('not read: "Ort"');
  });

  it('uses the delimiter it is given', async () => {
    const file = write('pipes.csv', 'street|number|city\n');
    const plan = await planImport(file, { map: {}, fixed: { country: 'GB' }, delimiter: '|' });
    expect(plan.header).toEqual(['street', 'number', 'city']);
  });

  it('names the file and the problem when the request cannot work', async () => {
    const osm = write('osm.csv', 'House number,Street name,Postal code,Latitude,Longitude\n');
    await expect(planImport(path.join(dir, 'missing.csv'), { map: {}, fixed: {} })).rejects.toThrow(
      `${path.join(dir, 'missing.csv')}: no such file`,
    );
    await expect(planImport(osm, { map: {}, fixed: { country: 'US' } })).rejects.toThrow(
      `${osm}: no city: the file has no city column`,
    );
    await expect(
      planImport(osm, { map: { street: '' }, fixed: { country: 'US', city: 'X' } }),
    ).rejects.toThrow(`${osm}: no street column`);
    await expect(
      planImport(osm, { map: { latitude: '' }, fixed: { country: 'US', city: 'X' } }),
    ).rejects.toThrow('the file has a longitude column but no latitude column');
    await expect(planImport(write('empty.csv', ''), { map: {}, fixed: {} })).rejects.toThrow(
      'the first line is empty',
    );
    await expect(planImport(dir, { map: {}, fixed: {} })).rejects.toThrow(`${dir}: not a file`);
  });
});
