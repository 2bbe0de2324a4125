import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { AddressValidationOutput } from '../../src/contract/address';
import { loadConfig } from '../../src/service/config/env';
import { AddressIndexCache } from '../../src/service/address/index/address-index-cache';
import { placesLike } from '../../src/service/address/index/place-names';
import { PostalPlaceCache } from '../../src/service/address/index/postal-place-cache';
import { importPlaces, planPlacesImport } from '../../src/service/address/import/import-places';
import { progressOn } from '../../src/service/address/import/import-progress';
import { AddressPointStore } from '../../src/service/address/store/address-point-store';
import { cityKey, postcodeKey } from '../../src/service/address/store/address-keys';
import { PostalPlaceStore } from '../../src/service/address/store/postal-place-store';
import {
  validateAddress,
  type AddressDependencies,
} from '../../src/service/address/validate/validate-address';
import { migrateToLatest, openStore, type Store } from '../../src/service/storage/database';
import { runLine, writeDocsSection } from '../docs-section';
import { GEONAMES_DIR } from './postal-places';

/**
 * npm run bench:address:places — postcode + place validation on real GeoNames pairs (CC-BY-4.0, read in place),
 * with the product's postal places import against the bundled data alone, both measured in this run: the eight
 * zauberware files are imported into a fresh SQLite store with `importPlaces` (as `npm run import:places`), and
 * validate is called in this process on each store with postcode, city and country only.
 *
 * BENCH_PLACES_SAMPLE (default 400) is the number of real pairs per country; as many mismatched pairs are made
 * from them, and up to as many places named like a bigger bundled place.
 */
const SAMPLE = Number(process.env['BENCH_PLACES_SAMPLE'] ?? 400);
const COUNTRIES = ['NL', 'DE', 'US', 'GB', 'FR', 'BE', 'AT', 'CH'] as const;

interface Pair {
  country: string;
  place: string;
  postcode: string;
}

const fileOf = (country: string) => path.join(GEONAMES_DIR, `zipcodes.${country.toLowerCase()}.csv`);

function readPairs(country: string): Pair[] {
  const records = parse(fs.readFileSync(fileOf(country)), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
  return records.map((record) => ({ country, place: record['place']!, postcode: record['zipcode']! }));
}

/** Every n-th pair, so that the sample spreads over the whole country (the files are sorted by region). */
const spread = <T>(items: readonly T[], size: number) =>
  items.length <= size
    ? [...items]
    : Array.from({ length: size }, (_, i) => items[Math.floor((i * items.length) / size)]!);

interface Cases {
  real: Pair[];
  /** A real place with the postcode of another place, one the place does not have. */
  mismatched: Pair[];
  /** A real place no bundled place is named like, but a bundled one is named similarly (Ingeleben, Ingersleben). */
  similar: Pair[];
}

function casesOf(country: string): Cases {
  const pairs = readPairs(country);
  const placesOfPostcode = new Map<string, Set<string>>();
  for (const pair of pairs) {
    const key = postcodeKey(pair.postcode, country);
    let places = placesOfPostcode.get(key);
    if (!places) placesOfPostcode.set(key, (places = new Set()));
    places.add(cityKey(pair.place));
  }
  const real = spread(pairs, SAMPLE);
  const mismatched: Pair[] = [];
  real.forEach((pair, i) => {
    for (let step = 1; step < real.length; step++) {
      const other = real[(i + Math.floor(real.length / 2) + step) % real.length]!;
      if (placesOfPostcode.get(postcodeKey(other.postcode, country))!.has(cityKey(pair.place))) continue;
      mismatched.push({ ...pair, postcode: other.postcode });
      return;
    }
  });
  const similar = spread(
    pairs.filter((pair) => {
      const found = placesLike(country, cityKey(pair.place));
      return found.length > 0 && found.every((hit) => hit.similarity < 1);
    }),
    SAMPLE,
  );
  return { real, mismatched, similar };
}

interface Measured {
  /** Real pairs answered with city and postcode as given and verified to city level. */
  realKept: number;
  /** Mismatched pairs answered as if they were right: the same measure, which should be 0. */
  mismatchedAccepted: number;
  /** Similar-named places whose name the answer kept. */
  similarKept: number;
}

/** City and postcode answered as given, the input verified to city level (X ≥ 2 of 5XY, or 200). */
function keptAsGiven(output: AddressValidationOutput, pair: Pair): boolean {
  const best = output.addresses[0];
  const given = output.status.code === '200' ? 5 : Number(output.status.code[1]);
  return (
    best !== undefined &&
    given >= 2 &&
    cityKey(best.city ?? '') === cityKey(pair.place) &&
    postcodeKey(best.postalCode ?? '', pair.country) === postcodeKey(pair.postcode, pair.country)
  );
}

const nameKept = (output: AddressValidationOutput, pair: Pair) =>
  cityKey(output.addresses[0]?.city ?? '') === cityKey(pair.place);

async function measure(deps: AddressDependencies, cases: Cases): Promise<Measured> {
  const share = async (pairs: Pair[], judge: (output: AddressValidationOutput, pair: Pair) => boolean) => {
    let yes = 0;
    for (const pair of pairs) {
      const { output } = await validateAddress(deps, {
        country: pair.country,
        city: pair.place,
        postalcode: pair.postcode,
      });
      if (judge(output, pair)) yes++;
    }
    return pairs.length === 0 ? NaN : yes / pairs.length;
  };
  return {
    realKept: await share(cases.real, keptAsGiven),
    mismatchedAccepted: await share(cases.mismatched, keptAsGiven),
    similarKept: await share(cases.similar, nameKept),
  };
}

const dependencies = (store: Store): AddressDependencies => {
  const points = new AddressPointStore(store.db);
  return {
    points,
    index: new AddressIndexCache(points),
    postalPlaces: new PostalPlaceCache(new PostalPlaceStore(store.db)),
    // Find's fallback when no country is given; every validation here names its country.
    defaultCountry: 'US',
  };
};

async function freshStore(dir: string): Promise<Store> {
  const store = openStore(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }).database);
  await migrateToLatest(store);
  return store;
}

const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(1)} %`);
const count = (value: number) => Math.round(value).toLocaleString('en-US');
/** How the import changed a share: "×1.6"; a share that was 0 has no ratio. */
const ratio = (before: number, after: number) =>
  Number.isNaN(before) || Number.isNaN(after)
    ? '–'
    : before === 0
      ? after === 0
        ? '×1'
        : '–'
      : `×${(after / before).toFixed(2)}`;

async function main() {
  const bundledDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-places-bundled-'));
  const importedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-places-imported-'));
  const bundled = await freshStore(bundledDir);
  const imported = await freshStore(importedDir);
  try {
    process.stdout.write('Importing the eight GeoNames files\n');
    const plans = await Promise.all(COUNTRIES.map((country) => planPlacesImport(fileOf(country))));
    const summary = await importPlaces(imported, plans, progressOn(process.stderr));
    const rows = summary.files.reduce((total, file) => total + file.rowsRead, 0);
    const seconds = summary.files.reduce((total, file) => total + file.seconds, 0);
    const bad = summary.files.reduce((total, file) => total + file.bad.total, 0);

    const withoutImport = dependencies(bundled);
    const withImport = dependencies(imported);
    const results: { country: string; cases: Cases; before: Measured; after: Measured }[] = [];
    for (const country of COUNTRIES) {
      process.stdout.write(`Validating ${country}\n`);
      const cases = casesOf(country);
      results.push({
        country,
        cases,
        before: await measure(withoutImport, cases),
        after: await measure(withImport, cases),
      });
    }

    const change = (before: number, after: number) =>
      `${percent(before)} → ${percent(after)} (${ratio(before, after)})`;
    const table = [
      '| country | real pairs kept as given | mismatched pairs accepted | similar names not corrected | cases (real / mismatched / similar) |',
      '|---|---|---|---|---|',
      ...results.map(
        ({ country, cases, before, after }) =>
          `| ${country} | ${change(before.realKept, after.realKept)} | ` +
          `${change(before.mismatchedAccepted, after.mismatchedAccepted)} | ` +
          `${change(before.similarKept, after.similarKept)} | ` +
          `${cases.real.length} / ${cases.mismatched.length} / ${cases.similar.length} |`,
      ),
    ].join('\n');
    const text = [
      runLine(`${count(SAMPLE)} real pairs per country`),
      '',
      `Import of the eight files into a fresh SQLite store (\`importPlaces\`, as \`npm run import:places\`): ` +
        `${count(rows)} rows in ${seconds.toFixed(1)} s, ${count(rows / seconds)} rows/s, ${count(bad)} bad.`,
      '',
      'Bundled data only → with the import (ratio):',
      '',
      table,
    ].join('\n');
    process.stdout.write(`\n${text}\n`);
    await writeDocsSection('address-places', text);
  } finally {
    await Promise.all([bundled.close(), imported.close()]);
    fs.rmSync(bundledDir, { recursive: true, force: true });
    fs.rmSync(importedDir, { recursive: true, force: true });
  }
}

await main();
