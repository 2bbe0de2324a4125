import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import { importAddresses } from '../address/import/import-addresses';
import { planImport } from '../address/import/import-plan';
import type { ImportProgress } from '../address/import/import-progress';
import type { Store } from '../storage/database';
import type { KnownAddress } from './generate-demo-records';

/** Boston's street addresses from OpenStreetMap (ODbL): see data/ATTRIBUTION.md beside this file. */
export const DEMO_ADDRESS_FILE = path.resolve('src/service/demo/data/us_ma_boston.csv.gz');

/** Addresses the demo's leads may live at: every this many of the extract's, spread over the city. */
const KNOWN_ADDRESS_STRIDE = 97;
const KNOWN_ADDRESS_COUNT = 400;

/**
 * Some of the addresses the demo loads, for demo leads to live at so that their own addresses validate: the
 * extract's lines are house number, street name and postal code.
 */
export function knownDemoAddresses(): KnownAddress[] {
  const lines = gunzipSync(fs.readFileSync(DEMO_ADDRESS_FILE)).toString('utf8').split('\n').slice(1);
  const known: KnownAddress[] = [];
  for (
    let line = 0;
    line < lines.length && known.length < KNOWN_ADDRESS_COUNT;
    line += KNOWN_ADDRESS_STRIDE
  ) {
    const [houseNumber, street, postalCode] = lines[line]!.split(',');
    if (houseNumber && street && postalCode) {
      known.push({ street: `${houseNumber} ${street}`, postalCode, city: 'Boston', state: 'MA' });
    }
  }
  return known;
}

/** Set once the demo addresses were loaded, so addresses an admin removed stay removed. */
const SEEDED_MARK = 'demo.addresses.seeded';

const quietly: ImportProgress = { start() {}, update() {}, stop() {}, step() {} };

/**
 * Loads the shipped street extract of Boston into the address store once per database, so a demo finds and
 * validates street addresses without an import. Answers the number of addresses stored (0 when loaded before).
 */
export async function seedDemoAddressesOnce(store: Store): Promise<number> {
  const mark = await store.db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', SEEDED_MARK)
    .executeTakeFirst();
  if (mark) return 0;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-demo-addresses-'));
  try {
    const file = path.join(work, 'us_ma_boston.csv');
    await pipeline(fs.createReadStream(DEMO_ADDRESS_FILE), createGunzip(), fs.createWriteStream(file));
    const plan = await planImport(file, {
      map: {},
      fixed: { city: 'Boston', region: 'MA', country: 'US' },
      source: 'demo: OpenStreetMap, Boston (ODbL)',
    });
    const summary = await importAddresses(store, [plan], quietly);
    // Another process starting at the same time may have set it: loading twice stores nothing twice.
    await store.db
      .insertInto('settings')
      .values({ key: SEEDED_MARK, value: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    return summary.files.reduce((sum, result) => sum + result.inserted, 0);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
