import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressValidationInput, AddressValidationOutput } from '../../../contract/address';
import { apiPaths } from '../../../contract/api-paths';
import { ok, startTestApi, type StartedTestApi } from '../../testing/api-kit';
import { createTestDatabase, type TestDatabase } from '../../testing/test-service';
import { takeLease } from '../../storage/settings-lease';
import { POSTAL_PLACES_VERSION_KEY } from '../store/postal-place-store';
import { GEONAMES_CSV_HEADER } from './geonames-postal-rows';
import { PLACES_IMPORT_LEASE } from './import-places';
import { runImportPlacesCommand } from './import-places-command';

const tsv = (rows: string[][]) => rows.map((fields) => fields.join('\t')).join('\n');
const place = (postcode: string, name: string, region: string, latitude: string, longitude: string) => [
  'DE',
  postcode,
  name,
  region,
  '',
  '',
  '',
  '',
  '',
  latitude,
  longitude,
  '4',
];

/** GeoNames' own layout: a small village the bundled places lack, a city they know by its English name. */
const GERMANY = [
  place('38385', 'Ingeleben', 'Niedersachsen', '52.1167', '10.9833'),
  place('80331', 'München', 'Bayern', '48.1372', '11.5755'),
  place('80333', 'München', 'Bayern', '48.1458', '11.5656'),
  place('10115', 'Berlin', 'Berlin', '52.532', '13.3849'),
  place('10117', 'Berlin', 'Berlin', '52.517', '13.3872'),
  place('99192', 'Ingersleben', 'Thüringen', '50.9217', '10.9365'),
  place('12345', '', 'Berlin', '52.5', '13.4'), // no place name
];
/** The CSV conversion; the Dutch rows have only the four digits of a postcode, as GeoNames' do. */
const CONVERSION = [
  GEONAMES_CSV_HEADER,
  'AT,2263,Waidendorf,Niederösterreich,03,Politischer Bezirk Gänserndorf,308,Dürnkrut,30813,48.4667,16.85',
  'AT,2263,Dürnkrut,Niederösterreich,03,Politischer Bezirk Gänserndorf,308,Dürnkrut,30813,48.4732,16.8506',
  'AT,8010,Graz,Steiermark,06,Graz (Stadt),601,Graz,60101,47.0667,15.45',
  'NL,1012,Amsterdam,Noord-Holland,07,Amsterdam,0363,,,52.3734,4.8958',
].join('\n');

let database: TestDatabase;
/** The service runs on the database the command imports into. */
let api: StartedTestApi;
let dir: string;
let germany: string;
let conversion: string;

async function runCommand(argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await runImportPlacesCommand(argv, {
    env: database.env,
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
  });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

const validate = (input: Omit<AddressValidationInput, 'country'> & { country: string }) =>
  ok<AddressValidationOutput>(api.call('POST', apiPaths.addressValidate, input));

/** X of 5XY: how deep the input as given is verified. */
const givenLevel = (output: AddressValidationOutput) => Number(output.status.code[1]);

const postalPlaceCount = async () =>
  Number(
    (
      await api.service.store.db
        .selectFrom('postal_places')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const version = async () =>
  (
    await api.service.store.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', POSTAL_PLACES_VERSION_KEY)
      .executeTakeFirst()
  )?.value;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApi({ env: database.env, as: 'integration' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-places-'));
  germany = path.join(dir, 'DE.txt');
  conversion = path.join(dir, 'zipcodes.csv');
  fs.writeFileSync(germany, tsv(GERMANY));
  fs.writeFileSync(conversion, CONVERSION);
});
afterAll(async () => {
  await api.close();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe(`postal places import on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('refuses a file that is no GeoNames postal-code file with status 2 and writes nothing', async () => {
    const streets = path.join(dir, 'streets.csv');
    fs.writeFileSync(streets, 'street,number,city\nHauptstraße,1,Kiel\n');
    const refused = await runCommand([germany, streets]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`${streets}: not a GeoNames postal-code file`);
    expect(await postalPlaceCount()).toBe(0);
  });

  it('imports both layouts and reports the bad rows', async () => {
    const imported = await runCommand([germany, conversion]);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain(`${germany}: 7 rows read, 6 inserted, 0 already present, 1 bad`);
    expect(imported.stdout).toContain('line 7: no place name');
    expect(imported.stdout).toContain(`${conversion}: 4 rows read, 4 inserted`);
    expect(imported.stdout).toContain('countries: AT, DE, NL');
    expect(imported.stdout).toContain('postal places version 1: running services reload their postal places');
  });

  it('keeps a real postcode and place as given, the small place the bundled data lacks too', async () => {
    const ingeleben = await validate({ country: 'DE', city: 'Ingeleben', postalcode: '38385' });
    expect(ingeleben.addresses[0]).toMatchObject({ city: 'Ingeleben', postalCode: '38385', stateCode: 'NI' });
    expect(givenLevel(ingeleben)).toBe(2);
    expect(ingeleben.advice).toBe('AMBER');

    const waidendorf = await validate({ country: 'AT', city: 'Waidendorf', postalcode: '2263' });
    expect(waidendorf.addresses[0]).toMatchObject({ city: 'Waidendorf', postalCode: '2263' });
    expect(givenLevel(waidendorf)).toBe(2);

    // Without a postcode the place is still found, with the one postcode it has.
    const byName = await validate({ country: 'AT', city: 'Waidendorf' });
    expect(byName.addresses[0]).toMatchObject({ city: 'Waidendorf', postalCode: '2263' });
  });

  it('checks a full postcode against the area the data has, and leaves the rest of it unverified', async () => {
    const output = await validate({ country: 'NL', city: 'Amsterdam', postalcode: '1012 AB' });
    expect(output.addresses[0]).toMatchObject({ city: 'Amsterdam', postalCode: '1012 AB' });
    expect(givenLevel(output)).toBe(2);
    expect(output.status.message).toContain('Could not verify: postcode.');
  });

  it('finds a place by its local name and by the bundled English one', async () => {
    const local = await validate({ country: 'DE', city: 'München', postalcode: '80333' });
    expect(local.addresses[0]).toMatchObject({ city: 'München', postalCode: '80333' });
    expect(givenLevel(local)).toBe(2);

    const english = await validate({ country: 'DE', city: 'Munich', postalcode: '80331' });
    expect(english.addresses[0]).toMatchObject({ city: 'Munich', postalCode: '80331' });
    expect(givenLevel(english)).toBe(2);
  });

  it('does not correct a place to a similar name when the postcode is its own', async () => {
    const output = await validate({ country: 'DE', city: 'Ingeleben', postalcode: '38385' });
    expect(output.addresses.map((address) => address.city)).not.toContain('Ingersleben');
    expect(output.status.message).not.toContain('Corrected');
  });

  it("does not verify a postcode of another place, and suggests the place's own", async () => {
    const output = await validate({ country: 'DE', city: 'Berlin', postalcode: '80331' });
    expect(givenLevel(output)).toBeLessThan(2);
    expect(output.status.message).toMatch(/Corrected: (city|postcode)/);
    const pairs = output.addresses.map((address) => `${address.postalCode} ${address.city}`);
    expect(pairs).toContain('80331 München');
    expect(pairs.some((pair) => /^1011[57] Berlin$/.test(pair))).toBe(true);
  });

  it('changes nothing on a re-import of the same files', async () => {
    const before = { count: await postalPlaceCount(), version: await version() };
    const again = await runCommand([germany, conversion]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`${germany}: 7 rows read, 0 inserted, 6 already present, 1 bad`);
    expect(again.stdout).toContain('nothing changed; postal places version unchanged');
    expect({ count: await postalPlaceCount(), version: await version() }).toEqual(before);
  });

  it('refuses to start while another places import runs, and writes nothing', async () => {
    const before = { count: await postalPlaceCount(), version: await version() };
    const other = await takeLease(api.service.store.db, PLACES_IMPORT_LEASE, 60_000);
    const refused = await runCommand([conversion]).finally(() => other.release());
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('another import:places is writing postal places');
    expect({ count: await postalPlaceCount(), version: await version() }).toEqual(before);
    expect((await runCommand([conversion])).status).toBe(0);
  });

  it("replaces a country's postal places when it is imported again, and the running service sees it", async () => {
    const smaller = path.join(dir, 'DE-without-Ingeleben.txt');
    fs.writeFileSync(smaller, tsv(GERMANY.filter((fields) => fields[2] !== 'Ingeleben')));
    const replaced = await runCommand([smaller]);
    expect(replaced.status).toBe(0);
    expect(replaced.stdout).toContain('1 postal places these countries no longer have were removed');
    expect(replaced.stdout).toContain('postal places version 2');
    // Austria and the Netherlands were not in the file and keep their places.
    expect(await postalPlaceCount()).toBe(5 + 4);

    await expect
      .poll(async () => (await validate({ country: 'DE', city: 'Ingeleben', postalcode: '38385' })).addresses)
      .not.toContainEqual(expect.objectContaining({ city: 'Ingeleben', postalCode: '38385' }));
  });
});
