import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportMode } from '../../contract/imports';
import { loadConfig, type ServiceConfig } from '../config/env';
import { LiveIndex } from '../match-index/live-index';
import { MatchingConfiguration } from '../matching-config/matching-configuration';
import { findRecord } from '../records/record-store';
import { RecordTypeStore } from '../records/record-type-store';
import { recordTypeNamed } from '../records/records-of-type';
import { openStore, type Store } from '../storage/database';
import { recordCount } from '../testing/demo-records';
import { randomPerson } from '../testing/random-person';
import { upsertDependencies } from '../testing/upsert-dependencies';
import { createPreparedTestDatabase, type TestDatabase } from '../testing/test-service';
import { ImportRunner, type ImportRunnerDependencies } from './import-runner';
import { countsOf, readImport, rowResultOf, rowsAfter, settingsOf, startPhase } from './import-store';
import { uploadImport } from './import-upload';

// Runners of this file's own, with no service beside them: a service's runner would take the import up whenever it
// looked, and the test could not say where the import stops.
let database: TestDatabase;
let config: ServiceConfig;
let store: Store;
let deps: ImportRunnerDependencies;

beforeAll(async () => {
  database = await createPreparedTestDatabase();
  config = loadConfig({ ...database.env, LOG_LEVEL: 'silent' });
  store = openStore(config.database);
  const recordTypes = new RecordTypeStore(store.db);
  await recordTypes.load();
  const index = await LiveIndex.start({
    db: store.db,
    loadMatching: (db) =>
      MatchingConfiguration.load(
        db,
        recordTypes.all().map((type) => type.name),
        config.defaultCountry,
      ),
    changes: store.changes,
  });
  deps = { ...upsertDependencies(store, config, recordTypes, index), log: pino({ level: 'silent' }) };
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/**
 * The runner of a process that is stopped (as SIGTERM stops it) once it has applied `slices` slices: the runner
 * asks whether to stop before each slice, and then leaves the import to any other process.
 */
class StoppedAfterSlices extends ImportRunner {
  private slicesLeft: number;

  constructor(runnerDeps: ImportRunnerDependencies, slices: number) {
    super(runnerDeps);
    this.slicesLeft = slices;
  }

  protected override get stopRequested(): boolean {
    return this.slicesLeft-- <= 0;
  }
}

/** A file of leads uploaded and set running in `mode`, as applying it through the API does. */
async function runningImport(mode: ImportMode, lines: readonly string[]): Promise<string> {
  const importId = await uploadImport(store.db, {
    type: recordTypeNamed(deps.recordTypes, 'Lead'),
    fileName: 'leads.csv',
    principal: 'steward',
    body: Readable.from([Buffer.from(lines.join('\n'))]),
    limits: config.importLimits,
  });
  const uploaded = (await readImport(store.db, importId))!;
  // Without its dry run, which the API asks for first: applying reads nothing the dry run found.
  const started = await startPhase(store.db, importId, ['UPLOADED'], 'RUNNING', {
    settings: { ...settingsOf(uploaded), mode },
    applied: { at: new Date().toISOString(), by: 'steward' },
  });
  expect(started).toBe(true);
  return importId;
}

const appliedRows = async (importId: string) =>
  (await rowsAfter(store.db, importId, 0, 100, { phase: 'apply' })).map((row) => rowResultOf(row, 'apply'));

describe('an import taken up again after its process stopped', () => {
  it.each(['CREATE', 'REVIEW'] as const)(
    'in %s mode writes no row twice, and a row of a person created before the stop updates their record',
    async (mode) => {
      const [ann, bob, cy, dee] = [randomPerson(), randomPerson(), randomPerson(), randomPerson()];
      const line = (person: ReturnType<typeof randomPerson>, title: string) =>
        [person.FirstName, person.LastName, person.Company, person.Email, title].join(',');
      const importId = await runningImport(mode, [
        'First Name,Last Name,Company,Email,Title',
        line(ann, 'Buyer'),
        line(bob, 'Clerk'),
        line(cy, 'Analyst'),
        line(ann, 'Head Buyer'),
        line(dee, 'Intern'),
        line(bob, 'Head Clerk'),
      ]);
      const recordsBefore = await recordCount(store.db);

      expect(await new StoppedAfterSlices(deps, 1).step()).toBe(true);
      // A slice ends before a row of a person created in it: so the stop falls between Ann's rows 2 and 5, and
      // between Bob's rows 3 and 7.
      const appliedBeforeStop = await appliedRows(importId);
      expect(appliedBeforeStop.map((row) => [row.rowNumber, row.outcome])).toEqual([
        [2, 'CREATE'],
        [3, 'CREATE'],
        [4, 'CREATE'],
      ]);
      expect(await readImport(store.db, importId)).toMatchObject({ status: 'RUNNING', lease_owner: null });

      // Another process, which knows nothing of the rows the stopped one created but what it stored.
      expect(await new ImportRunner(deps).step()).toBe(true);
      const done = (await readImport(store.db, importId))!;
      expect(done).toMatchObject({ status: 'DONE', rows_done: 6 });
      // Counted slice by slice: a row applied twice would count twice.
      expect(countsOf(done.applied)).toEqual({ CREATE: 4, UPDATE: 2, SKIP: 0, REVIEW: 0, ERROR: 0 });
      const applied = await appliedRows(importId);
      // Applied again, they would have been skipped as duplicates of their own records, or created those anew.
      expect(applied.slice(0, 3)).toEqual(appliedBeforeStop);
      expect(applied.map((row) => [row.rowNumber, row.outcome, row.sameAsRow])).toEqual([
        [2, 'CREATE', null],
        [3, 'CREATE', null],
        [4, 'CREATE', null],
        [5, 'UPDATE', 2],
        [6, 'CREATE', null],
        [7, 'UPDATE', 3],
      ]);
      const [annsRow, bobsRow, , annAgain, , bobAgain] = applied;
      expect(annAgain!.recordId15).toBe(annsRow!.recordId15);
      expect(bobAgain!.recordId15).toBe(bobsRow!.recordId15);
      const titleOf = async (recordId15: string | null) =>
        (await findRecord(store.db, recordId15!))!.values['Title'];
      // The first row of a person stands, before the stop and after it: a later row fills only what it left empty.
      expect(await titleOf(annsRow!.recordId15)).toBe('Buyer');
      expect(await titleOf(bobsRow!.recordId15)).toBe('Clerk');
      const createdIds = applied.filter((row) => row.outcome === 'CREATE').map((row) => row.recordId15);
      expect(new Set(createdIds).size).toBe(4);
      expect(await recordCount(store.db)).toBe(recordsBefore + 4);
    },
  );
});
