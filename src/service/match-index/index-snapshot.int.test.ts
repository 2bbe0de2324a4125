import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServiceConfig } from '../config/env';
import { MatchingConfiguration } from '../matching-config/matching-configuration';
import { insertRecords } from '../records/record-store';
import { RecordTypeStore } from '../records/record-type-store';
import { prepareStore } from '../startup';
import { openStore, type Store } from '../storage/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-service';
import { layoutOf } from './entry-upkeep';
import { readIndexClock, storeIdentity } from './entry-store';
import { findDuplicates, prepareSearch } from './find-duplicates';
import { inIndexedWrite } from './indexed-write';
import { readSnapshot, savedPosition, saveSnapshot } from './index-snapshot';
import { LiveIndex } from './live-index';
import { recordEntry } from './record-entry';

let database: TestDatabase;
let config: ServiceConfig;
let store: Store;
let recordTypes: RecordTypeStore;
let folder: string;
let file: string;

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({ ...database.env, LOG_LEVEL: 'silent' });
  store = openStore(config.database);
  await prepareStore(store, config);
  recordTypes = new RecordTypeStore(store.db);
  await recordTypes.load();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-snapshot-'));
  file = path.join(folder, 'match-index.snapshot');
}, 60_000);
afterAll(async () => {
  await store.close();
  await database.drop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A process starting: from the snapshot file, or (without one) from every stored entry. */
const start = (snapshotFile?: string) =>
  LiveIndex.start({
    db: store.db,
    loadMatching: (db) =>
      MatchingConfiguration.load(
        db,
        recordTypes.all().map((type) => type.name),
        config.defaultCountry,
      ),
    ...(snapshotFile === undefined ? {} : { snapshotFile }),
  });

const lead = (i: number) => ({
  FirstName: ['Ann', 'Bob', 'Cara', 'Dev', 'Eve'][i % 5]!,
  LastName: `Lastname${i % 7}`,
  Email: `person${i}@example.com`,
  Company: `Company ${i % 3}`,
  City: 'Boston',
});

/** Writes leads through the index, as the record APIs do; answers their ids. */
async function insertLeads(index: LiveIndex, from: number, count: number): Promise<string[]> {
  const values = Array.from({ length: count }, (_, i) => lead(from + i));
  return inIndexedWrite(
    { db: store.db, dialect: store.dialect, index },
    (live) => layoutOf(live.matching, 'Lead'),
    async (context, layout) => {
      const ids = await insertRecords(context.trx, recordTypes.byApiName('Lead')!, values, 'test');
      ids.forEach((id, i) => context.index.write(layout, id, recordEntry(layout, values[i]!)));
      return ids;
    },
  );
}

/** What a search for each of the first leads finds, by id and score: equal for two indexes that hold the same. */
async function answers(index: LiveIndex) {
  const live = await index.current();
  const plans = live.matching.scenariosOf('Lead').map(({ plan }) => plan);
  const leads = live.indexOf('Lead');
  return {
    size: leads.size,
    found: Array.from({ length: 12 }, (_, i) =>
      findDuplicates(leads, prepareSearch(plans, lead(i), 'query'), { cap: 500, patience: 30 }).map(
        ({ id, score }) => `${id}:${score}`,
      ),
    ),
  };
}

describe(`the match index snapshot on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('starts the index from the snapshot and the entries written after it, as a full load would', async () => {
    const first = await start(file);
    expect(first.started).toMatchObject({ restored: [], problem: 'none written yet' });
    expect(first.started.rebuilt).toContain('Lead');
    expect(fs.existsSync(file)).toBe(true);
    const held = (await first.current()).indexOf('Lead').size;
    await insertLeads(first, 0, 40);
    await first.saveSnapshot();

    // Written after the snapshot, one of them then taken out of the index: the next start reads both from the store.
    const later = await insertLeads(first, 40, 6);
    await inIndexedWrite(
      { db: store.db, dialect: store.dialect, index: first },
      (live) => layoutOf(live.matching, 'Lead'),
      async (context, layout) => context.index.write(layout, later[0]!, null),
    );

    const restored = await start(file);
    expect(restored.started).toMatchObject({ rebuilt: [], caughtUp: 6 });
    expect(restored.started.restored).toContain('Lead');
    const full = await start();
    expect(full.started.restored).toEqual([]);
    const expected = await answers(full);
    expect(expected.size).toBe(held + 45);
    expect(await answers(restored)).toEqual(expected);
  });

  it('is not used when damaged, taken of another store, or ahead of what the store holds', async () => {
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(file, bytes);
    const afterDamage = await start(file);
    expect(afterDamage.started.problem).toMatch(/damaged/);
    expect(afterDamage.started.rebuilt).toContain('Lead');
    // Built from the entries, it saved a sound snapshot in place of the damaged one.
    expect('problem' in readSnapshot(file)).toBe(false);

    const storeId = await storeIdentity(store.db);
    const { seq } = await readIndexClock(store.db);
    const live = await afterDamage.current();
    const leads = new Map([['Lead', live.indexOf('Lead')]]);
    const misplaced = [
      [{ storeId: 'another store', seq, last: { seq }, version: live.version }, /another store/],
      [{ storeId, seq: seq + 5, last: { seq: seq + 5 }, version: live.version }, /ahead of the store/],
      [
        { storeId, seq, last: { seq, recordId: '00QSt0zzzzzzzzz' }, version: live.version },
        /no longer holds/,
      ],
    ] as const;
    for (const [position, problem] of misplaced) {
      saveSnapshot(file, position, leads);
      const started = await start(file);
      expect(started.started.problem).toMatch(problem);
      expect(started.started.rebuilt).toContain('Lead');
    }
  });

  it('is written as a process stops only when the file lacks what it holds: once for two processes', async () => {
    const own = path.join(folder, 'stopping.snapshot');
    const stamp = () => {
      const { ino, mtimeNs } = fs.statSync(own, { bigint: true });
      return `${ino}:${mtimeNs}`;
    };
    const first = await start(own);
    const second = await start(own);
    expect(second.started.restored).toContain('Lead');
    const built = stamp();
    await first.saveSnapshotIfBehind();
    await second.saveSnapshotIfBehind();
    expect(stamp()).toBe(built);

    await insertLeads(first, 1000, 3);
    await first.saveSnapshotIfBehind();
    const saved = stamp();
    expect(saved).not.toBe(built);
    // The second process takes the same leads in as it stops, and finds them saved already.
    await second.saveSnapshotIfBehind();
    expect(stamp()).toBe(saved);
    expect(savedPosition(own)?.seq).toBe((await second.current()).seq);
    const next = await start(own);
    expect(next.started).toMatchObject({ rebuilt: [], caughtUp: 0 });
  });
});
