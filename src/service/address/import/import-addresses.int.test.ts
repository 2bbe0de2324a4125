import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedStoreForTests } from '../../testing/test-service';
import { parseHouseNumber } from '../parsing/house-number';
import { ADDRESS_DATA_VERSION_KEY } from '../store/address-data-version';
import { importAddresses } from './import-addresses';
import { runImportCommand } from './import-command';
import { planImport, type ImportOptions } from './import-plan';
import type { ImportProgress } from './import-progress';
import { formatSummary } from './import-report';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BATH = path.resolve(
  REPO_ROOT,
  '../shared/data/address/osm-city-addresses-addressdata/gb_england_bath.csv',
);

/** Line numbers on the right; line 7 holds a quoted note that runs on to line 8, line 11 is blank. */
const SAMPLE = [
  'House number,Street name,Postal code,Latitude,Longitude,Note', // 1
  '146a,Stahnsdorfer Straße,14482,52.3921411,13.1304686,', // 2
  '6-8,Jagdhausstraße,14480,52.3801,13.1102,', // 3
  '12,,14482,52.39,13.13,', // 4: no street
  '14,Hauptstraße,14482,north,13.13,', // 5: latitude not a number
  '16,Hauptstraße,14482,52.39,13.13', // 6: a field short
  '18,Hauptstraße,14482,52.39,13.13,"side entrance,', // 7
  'round the back"', // 8
  '20,Hauptstraße,14482,95,13.13,', // 9: latitude out of range
  '146 A,Stahnsdorfer Str.,14482,52.3921,13.1304,', // 10: line 2 again, spelled differently
  '', // 11
  '22,Hauptstraße,14482,,,', // 12: no coordinates
  '24,Haupt\u0000straße,14482,52.39,13.13,', // 13: a NUL character
].join('\n');

const POTSDAM: ImportOptions = { map: {}, fixed: { city: 'Potsdam', region: 'BB', country: 'DE' } };
const quiet: ImportProgress = {
  start: () => undefined,
  update: () => undefined,
  stop: () => undefined,
  step: () => undefined,
};

const testing = migratedStoreForTests();
let dir: string;
let sample: string;

const pointCount = async () =>
  Number(
    (
      await testing.store.db
        .selectFrom('address_points')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const dataVersion = async () =>
  Number(
    (
      await testing.store.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', ADDRESS_DATA_VERSION_KEY)
        .executeTakeFirst()
    )?.value ?? 0,
  );

async function runCommand(argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await runImportCommand(argv, {
    env: testing.env,
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
  });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-import-'));
  sample = path.join(dir, 'potsdam.csv');
  fs.writeFileSync(sample, SAMPLE);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`address import on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('refuses a request it cannot run with status 2 and writes nothing', async () => {
    const before = { points: await pointCount(), version: await dataVersion() };

    const unknown = await runCommand([sample, '--town', 'Potsdam']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--town'");

    const missing = await runCommand([path.join(dir, 'nowhere.csv'), '--city', 'Potsdam', '--country', 'DE']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`${path.join(dir, 'nowhere.csv')}: no such file`);

    // The good file is not imported either when another file of the same request is wrong.
    const noCountry = await runCommand([sample, BATH, '--city', 'Potsdam']);
    expect(noCountry.status).toBe(2);
    expect(noCountry.stderr).toContain('no country: the file has no country column; give --country');

    expect({ points: await pointCount(), version: await dataVersion() }).toEqual(before);
  });

  it('imports good rows, counts the bad ones with their line and problem, and stores the parts', async () => {
    const versionBefore = await dataVersion();
    const summary = await importAddresses(testing.store, [await planImport(sample, POTSDAM)], quiet);
    const { files, version } = summary;
    const [result] = files;
    // On SQLite an import into the empty table builds its indexes once, at its end, and says how long it took.
    expect(summary.indexSeconds !== undefined).toBe(process.env['STEWARD_TEST_DATABASE'] === 'sqlite');
    expect(formatSummary(summary).includes('address indexes built in')).toBe(
      summary.indexSeconds !== undefined,
    );

    expect(result).toMatchObject({ rowsRead: 10, inserted: 4, present: 1 });
    expect(result!.bad.total).toBe(5);
    expect(result!.bad.listed).toEqual([
      { line: 4, problem: 'street is empty' },
      { line: 5, problem: 'latitude "north" is not a number' },
      { line: 6, problem: 'row has 5 fields, the header 6' },
      { line: 9, problem: 'latitude 95 is out of range' },
      { line: 13, problem: 'row holds a NUL character' },
    ]);
    expect(await pointCount()).toBe(4);
    expect(version).toBe(versionBefore + 1);
    expect(await dataVersion()).toBe(versionBefore + 1);

    const rows = await testing.store.db
      .selectFrom('address_points')
      .selectAll()
      .where('source', '=', 'potsdam.csv')
      .orderBy('number_value')
      .execute();
    expect(rows.map((row) => [row.number, row.number_value, row.number_to, row.addition])).toEqual([
      ['6-8', 6, 8, ''],
      ['18', 18, null, ''],
      ['22', 22, null, ''],
      ['146a', 146, null, 'A'],
    ]);
    expect(rows[3]).toMatchObject({
      country: 'DE',
      region_code: 'BB',
      region: '',
      city: 'Potsdam',
      city_key: 'potsdam',
      postcode: '14482',
      postcode_key: '14482',
      street: 'Stahnsdorfer Straße',
      street_key: 'stahnsdorferstrasse',
      latitude: 52.3921411,
      longitude: 13.1304686,
    });
    expect(rows[2]).toMatchObject({ latitude: null, longitude: null });
  });

  it('stores nothing twice on re-import and leaves the data version alone', async () => {
    const points = await pointCount();
    const version = await dataVersion();

    const again = await runCommand([sample, '--city', 'Potsdam', '--region', 'BB', '--country', 'DE']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`${sample}: 10 rows read, 0 inserted, 5 already present, 5 bad;`);
    expect(again.stdout).toContain('    line 6: row has 5 fields, the header 6\n');
    expect(again.stdout).toContain('nothing new stored; address data version unchanged');
    expect(again.stdout).not.toContain('address indexes built');
    expect(await pointCount()).toBe(points);
    expect(await dataVersion()).toBe(version);
  });

  it('reads stray quotes as text and counts a quote that is never closed as one bad row', async () => {
    const file = path.join(dir, 'quotes.csv');
    fs.writeFileSync(
      file,
      ['street,number', 'El"m Street,1', '"Oak" Street,2', '"Pine Street,3', 'Ash Street,4', ''].join('\n'),
    );
    const plan = await planImport(file, { map: {}, fixed: { city: 'Quoteville', country: 'US' } });
    const [result] = (await importAddresses(testing.store, [plan], quiet)).files;

    expect(result).toMatchObject({ rowsRead: 3, inserted: 2, present: 0 });
    expect(result!.bad.listed).toEqual([
      { line: 4, problem: 'a quote opened on this line is never closed; the rest of the file was not read' },
    ]);
    const streets = await testing.store.db
      .selectFrom('address_points')
      .select('street')
      .where('city', '=', 'Quoteville')
      .orderBy('number_value')
      .execute();
    expect(streets.map((row) => row.street)).toEqual(['El"m Street', '"Oak" Street']);
  });

  it('imports the Bath extract in place: each distinct address once, the rest counted', async () => {
    const records = parse(fs.readFileSync(BATH), { from_line: 2 }) as string[][];
    // A number list ("8;10") is one address per number.
    const numbersOf = (number: string) =>
      /[;,]/.test(number) ? number.split(/[;,]/).filter((n) => n.trim()) : [number];
    const isNumber = (number: string) => number.trim() === '' || parseHouseNumber(number) !== undefined;
    const good = records.filter(([number]) => numbersOf(number!).every(isNumber));
    const addresses = good.flatMap(([number, street, postcode]) =>
      numbersOf(number!).map((one) => `${one.trim()}|${street}|${postcode}`),
    );
    const distinct = new Set(addresses).size;
    const pointsBefore = await pointCount();
    const versionBefore = await dataVersion();

    const plan = await planImport(BATH, { map: {}, fixed: { city: 'Bath', country: 'GB' } });
    const [result] = (await importAddresses(testing.store, [plan], quiet)).files;

    expect(result).toMatchObject({
      rowsRead: records.length,
      inserted: distinct,
      present: addresses.length - distinct,
    });
    expect([...result!.bad.byKind]).toEqual([
      ['house number "…" is not a house number', records.length - good.length],
    ]);
    expect((await pointCount()) - pointsBefore).toBe(distinct);
    expect(await dataVersion()).toBeGreaterThan(versionBefore);

    const northParade = await testing.store.db
      .selectFrom('address_points')
      .selectAll()
      .where('street', '=', 'North Parade')
      .where('number', '=', '8-9')
      .execute();
    expect(northParade).toEqual([
      expect.objectContaining({
        country: 'GB',
        city: 'Bath',
        postcode: 'BA2 4AL',
        number_value: 8,
        number_to: 9,
        addition: '',
        latitude: 51.3806879,
        longitude: -2.3569238,
        source: 'gb_england_bath.csv',
      }),
    ]);
  });
});
