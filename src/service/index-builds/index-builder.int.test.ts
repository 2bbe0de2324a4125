import type { Transaction } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceConfig } from '../config/env';
import { changeMatchingConfiguration } from './configuration-change';
import { selectScenarios } from '../matching-config/scenario-selection';
import { findRecords, insertRecords, updateRecord, type RecordValues } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import type { NewScenario, ScenarioDefinition } from '../scenarios/scenario';
import { createScenarios, listScenarios, replaceScenario } from '../scenarios/scenario-store';
import type { Store } from '../storage/database';
import type { Database } from '../storage/schema';
import { openTestStore, type TestStore } from '../testing/test-store';
import { layoutOf } from '../match-index/entry-upkeep';
import { readIndexBuild } from './index-build-store';
import { IndexBuilder } from './index-builder';
import { inIndexedWrite } from '../match-index/indexed-write';
import type { LiveIndex } from '../match-index/live-index';
import { recordEntry } from '../match-index/record-entry';

let testStore: TestStore;
let config: ServiceConfig;
let store: Store;
let recordTypes: RecordTypeStore;
let index: LiveIndex;

beforeAll(async () => {
  // Every change to index keys is built in the background, however few the records.
  testStore = await openTestStore({ INDEX_INLINE_RECORDS: '0' });
  ({ config, store, recordTypes, index } = testStore);
}, 60_000);
afterAll(() => testStore.close());

const builder = (chunk = 200) =>
  new IndexBuilder({
    db: store.db,
    defaultCountry: config.defaultCountry,
    log: pino({ level: 'silent' }),
    chunk,
  });

const asNew = (scenario: ScenarioDefinition, fields = scenario.fields): NewScenario => ({
  ...scenario,
  fields: fields.map(({ id: _id, ...field }) => field),
});

/** The scenario with one more field, compared as equal text: a stored form no Lead scenario has yet. */
const withField = (scenario: ScenarioDefinition, field: string): NewScenario =>
  asNew(scenario, [
    ...scenario.fields,
    {
      id: '',
      field,
      matchMethod: 'EQUAL',
      matchConfig: null,
      synonymList: null,
      frequentList: null,
      weight: 10,
      doNotIndex: false,
      indexGroups: [9],
      guard: false,
      identifier: false,
    },
  ]);

/** Replaces the first Lead scenario through a configuration change, as the admin API does. */
async function changeFirstLeadScenario(to: (current: ScenarioDefinition) => NewScenario) {
  await changeMatchingConfiguration(store.db, config, async (trx) => {
    const [current] = await listScenarios(trx, 'Lead');
    await replaceScenario(trx, current!, to(current!));
    return { result: undefined, affectedTypes: ['Lead'] };
  });
}

/** A write as the record APIs make one: the record and its entry under the configuration in force. */
async function writeLead(
  write: (trx: Transaction<Database>) => Promise<{ id: string; values: RecordValues | null }>,
) {
  await inIndexedWrite(
    { db: store.db, dialect: store.dialect, index },
    (live) => layoutOf(live.matching, 'Lead'),
    async (context, layout) => {
      const { id, values } = await write(context.trx);
      context.index.write(layout, id, values && recordEntry(layout, values));
    },
  );
}

/** Every Lead's stored entry of the layout equals what the code computes from the record as stored now. */
async function expectEveryLeadIndexed(signature: string) {
  const live = await index.current();
  const layout = layoutOf(live.matching, 'Lead');
  expect(layout.signature).toBe(signature);
  const rows = await store.db
    .selectFrom('records')
    .leftJoin('match_entries', (join) =>
      join.onRef('match_entries.record_id', '=', 'records.id').on('match_entries.layout', '=', signature),
    )
    .select(['records.id', 'records.data', 'match_entries.forms'])
    .where('records.record_type', '=', 'Lead')
    .execute();
  const stale = rows.filter((row) => {
    const fresh = recordEntry(layout, JSON.parse(row.data) as RecordValues);
    return !row.forms || Buffer.compare(Buffer.from(fresh.forms), Buffer.from(row.forms)) !== 0;
  });
  expect(stale.map((row) => row.id)).toEqual([]);
  expect(live.indexOf('Lead').size).toBe(rows.length);
}

describe(`index builds on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('keep the configuration in force while building, then switch to the new entries, writes made meanwhile included', async () => {
    const before = await index.current();
    const servedLayout = layoutOf(before.matching, 'Lead').signature;
    const servedFields = before.matching.scenariosOf('Lead')[0]!.definition.fields.length;

    await changeFirstLeadScenario((current) => withField(current, 'Title'));

    const started = await readIndexBuild(store.db, 'Lead');
    expect(started).toMatchObject({ status: 'BUILDING', done: 0 });
    const during = await index.current();
    expect(during.version).toBeGreaterThan(before.version);
    expect(layoutOf(during.matching, 'Lead').signature).toBe(servedLayout);
    expect(during.matching.scenariosOf('Lead')[0]!.definition.fields).toHaveLength(servedFields);

    const leadType = recordTypes.byApiName('Lead')!;
    const [first, second] = await store.db
      .selectFrom('records')
      .select('id')
      .where('record_type', '=', 'Lead')
      .orderBy('id')
      .limit(2)
      .execute();
    const running = builder().step();
    // Once the build is past the first records, change one, remove another and add a third.
    while (((await readIndexBuild(store.db, 'Lead'))?.done ?? 0) === 0)
      await new Promise((r) => setTimeout(r, 5));
    const [changed] = await findRecords(store.db, [first!.id]);
    await writeLead(async (trx) => {
      const values = { ...changed!.values, LastName: 'Quennell-Abernathy', Title: 'Chief Tester' };
      await updateRecord(trx, first!.id, values, 'test');
      return { id: first!.id, values };
    });
    await writeLead(async (trx) => {
      await trx.deleteFrom('records').where('id', '=', second!.id).execute();
      return { id: second!.id, values: null };
    });
    let created = '';
    await writeLead(async (trx) => {
      const values = {
        FirstName: 'Ottoline',
        LastName: 'Marchbanks',
        Company: 'Tessellate Ltd',
        Title: 'Buyer',
      };
      created = (await insertRecords(trx, leadType, [values], 'test'))[0]!;
      return { id: created, values };
    });
    expect(await running).toBe(true);

    const completed = await readIndexBuild(store.db, 'Lead');
    expect(completed).toMatchObject({ status: 'COMPLETED', error: null });
    expect(completed!.finishedAt).not.toBeNull();
    const after = await index.current();
    const builtLayout = layoutOf(after.matching, 'Lead').signature;
    expect(builtLayout).not.toBe(servedLayout);
    expect(after.matching.scenariosOf('Lead')[0]!.definition.fields.map((field) => field.field)).toContain(
      'Title',
    );
    await expectEveryLeadIndexed(builtLayout);
    const lead = after.indexOf('Lead');
    expect(lead.valueOfId(created)).toBeDefined();
    expect(lead.valueOfId(second!.id)).toBeUndefined();
    // The entries of the layout replaced are gone.
    const leftOver = await store.db
      .selectFrom('match_entries')
      .select('record_id')
      .where('record_type', '=', 'Lead')
      .where('layout', '=', servedLayout)
      .execute();
    expect(leftOver).toEqual([]);
  });

  it('is dropped by a change back to what the entries serve, and started over by a change to other keys', async () => {
    const served = layoutOf((await index.current()).matching, 'Lead').signature;
    const [original] = await listScenarios(store.db, 'Lead');

    await changeFirstLeadScenario((current) => asNew(current, current.fields.slice(0, -1)));
    const first = await readIndexBuild(store.db, 'Lead');
    expect(first?.status).toBe('BUILDING');

    await changeFirstLeadScenario(() => asNew(original!));
    expect(await readIndexBuild(store.db, 'Lead')).toBeUndefined();
    expect(layoutOf((await index.current()).matching, 'Lead').signature).toBe(served);

    await changeFirstLeadScenario((current) => asNew(current, current.fields.slice(0, -1)));
    const again = await readIndexBuild(store.db, 'Lead');
    await changeFirstLeadScenario(() => withField(original!, 'Email'));
    const restarted = await readIndexBuild(store.db, 'Lead');
    expect(restarted).toMatchObject({ status: 'BUILDING', done: 0 });
    expect(restarted!.buildId).not.toBe(again!.buildId);
    expect(restarted!.targetLayout).not.toBe(again!.targetLayout);
    // Still serving the entries built before any of these changes.
    expect(layoutOf((await index.current()).matching, 'Lead').signature).toBe(served);

    // Weights and thresholds alone change no key: a build running towards the same keys goes on as it was.
    await changeFirstLeadScenario((current) => ({ ...asNew(current), threshold: current.threshold - 1 }));
    expect((await readIndexBuild(store.db, 'Lead'))?.buildId).toBe(restarted!.buildId);

    expect(await builder().step()).toBe(true);
    const built = layoutOf((await index.current()).matching, 'Lead').signature;
    await expectEveryLeadIndexed(built);
    expect((await index.current()).matching.scenariosOf('Lead')[0]!.definition.threshold).toBe(
      original!.threshold - 1,
    );
  });

  it('serves a new scenario once built, and says so to a search that names it before', async () => {
    const lead = recordTypes.byApiName('Lead')!;
    const [template] = await listScenarios(store.db, 'Lead');
    const created = await changeMatchingConfiguration(store.db, config, async (trx) => {
      const [id] = await createScenarios(trx, [{ ...withField(template!, 'Street'), name: 'Street too' }]);
      return { result: id!, affectedTypes: ['Lead'] };
    });
    const during = (await index.current()).matching;
    expect(during.scenario(created)).toBeUndefined();
    expect(() => selectScenarios(during, lead, 'onApi', [created])).toThrow(
      `scenario '${created}' applies once the index build of its record type completes`,
    );

    expect(await builder().step()).toBe(true);
    const after = (await index.current()).matching;
    expect(selectScenarios(after, lead, 'onApi', [created]).map(({ definition }) => definition.name)).toEqual(
      ['Street too'],
    );
  });

  it('is taken up by another process when its holder stopped, and left alone while its holder lives', async () => {
    await changeFirstLeadScenario((current) => withField(current, 'Title'));
    const held = async (leaseUntil: number) =>
      store.db
        .updateTable('index_builds')
        .set({ worker: 'another-process', lease_until: leaseUntil })
        .where('record_type', '=', 'Lead')
        .execute();

    await held(Date.now() + 60_000);
    expect(await builder().step()).toBe(false);
    expect((await readIndexBuild(store.db, 'Lead'))?.status).toBe('BUILDING');

    await held(Date.now() - 1);
    expect(await builder().step()).toBe(true);
    expect((await readIndexBuild(store.db, 'Lead'))?.status).toBe('COMPLETED');
    await expectEveryLeadIndexed(layoutOf((await index.current()).matching, 'Lead').signature);
  });
});
