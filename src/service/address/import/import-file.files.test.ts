import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPointRow } from '../store/address-point';
import { importFile } from './import-file';
import { planImport, type ImportPlan } from './import-plan';
import { startReadingWorker, type ReadingWorker } from './reading-worker';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BATH = path.resolve(
  REPO_ROOT,
  '../shared/data/address/osm-city-addresses-addressdata/gb_england_bath.csv',
);

/** Bad rows of several kinds, a field running over two lines (5–6), a blank line (7) and an unclosed quote (10). */
const SAMPLE = [
  'House number,Street name,Postal code,Latitude,Longitude,Note',
  '146a,Stahnsdorfer Straße,14482,52.3921411,13.1304686,',
  '12,,14482,52.39,13.13,',
  '16,Hauptstraße,14482,52.39,13.13',
  '18,Hauptstraße,14482,52.39,13.13,"side entrance,',
  'round the back"',
  '',
  '2;4,Hauptstraße,14482,,,',
  '24,Haupt\u0000straße,14482,52.39,13.13,',
  '26,Hauptstraße,14482,52.39,13.13,"never closed',
  '28,Hauptstraße,14482,52.39,13.13,',
].join('\n');

let dir: string;
let reader: ReadingWorker | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-import-file-'));
  fs.writeFileSync(path.join(dir, 'sample.csv'), SAMPLE);
  reader = await startReadingWorker();
});
afterAll(async () => {
  await reader?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Imports into a writer that keeps every row it is given and calls each one new. */
async function importRecorded(plan: ImportPlan, through: ReadingWorker | undefined) {
  const rows: AddressPointRow[] = [];
  const writer = {
    write: async (batch: readonly AddressPointRow[]) => {
      rows.push(...batch);
      return batch.length;
    },
    flush: async () => undefined,
  };
  const progress: number[] = [];
  const { seconds: _seconds, ...result } = await importFile(
    plan,
    writer,
    (rowsRead) => progress.push(rowsRead),
    through,
  );
  return { result, rows, finalProgress: progress.at(-1) };
}

describe('importFile in a worker thread', () => {
  it('starts under the test runner', () => {
    expect(reader).toBeDefined();
  });

  it.each([
    ['a sample with bad rows and an unclosed quote', () => path.join(dir, 'sample.csv'), 'Potsdam'],
    ['the Bath extract', () => BATH, 'Bath'],
  ])('reads %s into the same rows, counts and bad-row lines as this thread', async (_name, file, city) => {
    const plan = await planImport(file(), { map: {}, fixed: { city, country: 'GB' } });
    const here = await importRecorded(plan, undefined);
    const there = await importRecorded(plan, reader);

    expect(here.result.rowsRead).toBeGreaterThan(0);
    expect(here.finalProgress).toBe(here.result.rowsRead);
    expect(there).toEqual(here);
  });

  it('reports a file that went missing after planning', async () => {
    const file = path.join(dir, 'gone.csv');
    fs.writeFileSync(file, 'street,number\nElm Street,1\n');
    const plan = await planImport(file, { map: {}, fixed: { city: 'Gone', country: 'US' } });
    fs.rmSync(file);
    const gone = await startReadingWorker();
    try {
      await expect(importRecorded(plan, gone)).rejects.toThrow('ENOENT');
    } finally {
      await gone?.close();
    }
  });
});
