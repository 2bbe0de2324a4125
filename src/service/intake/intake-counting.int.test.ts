import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_SOURCE } from '../../contract/update-rules';
import { openTestStore, type TestStore } from '../testing/test-store';
import { randomPerson } from '../testing/random-person';
import { upsertDependencies } from '../testing/upsert-dependencies';
import { upsertBatch, type UpsertCaller, type UpsertDependencies } from '../upsert/upsert-service';
import { readIntake } from './intake-store';

let testStore: TestStore;
let deps: UpsertDependencies;

beforeAll(async () => {
  testStore = await openTestStore();
  const { store, config, recordTypes, index } = testStore;
  deps = upsertDependencies(store, config, recordTypes, index);
}, 120_000);
afterAll(() => testStore.close());

const caller = (source: string, more: Partial<UpsertCaller> = {}): UpsertCaller => ({
  principal: source,
  source,
  endpoint: 'test',
  detail: false,
  ...more,
});
const lead = (person: ReturnType<typeof randomPerson>, LeadSource?: string) => ({
  objectType: 'Lead',
  duplicateCheck: true,
  objectData: { ...person, ...(LeadSource ? { LeadSource } : {}) },
});
/** What a source took in, over the days a test may span (its writes take the wall clock's day). */
const intakeOf = async (kind: string, value: string) => {
  await deps.intake.flush();
  const counts = (
    await readIntake(deps.db, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10))
  ).filter((count) => count.source.kind === kind && count.source.value === value);
  return counts.length === 0
    ? []
    : [
        {
          records: counts.reduce((sum, count) => sum + count.records, 0),
          duplicates: counts.reduce((sum, count) => sum + count.duplicates, 0),
        },
      ];
};

describe('what writes with a duplicate check take in', () => {
  it('counts each record by its client and its source field, a duplicate of a stored one as such', async () => {
    const [ann, bob] = [randomPerson(), randomPerson()];
    await upsertBatch(deps, [lead(ann, 'Web'), lead(bob, 'Web')], false, caller('crm-sync'));
    await upsertBatch(deps, [lead(ann, 'Trade Show'), lead(randomPerson())], false, caller('crm-sync'));
    expect(await intakeOf('CLIENT', 'crm-sync')).toEqual([{ records: 4, duplicates: 1 }]);
    expect(await intakeOf('FIELD', 'Web')).toEqual([{ records: 2, duplicates: 0 }]);
    expect(await intakeOf('FIELD', 'Trade Show')).toEqual([{ records: 1, duplicates: 1 }]);
  });

  it('counts file imports as one source, and nothing of a preview, a batch rolled back or a write without a check', async () => {
    const cy = randomPerson();
    await upsertBatch(deps, [lead(cy), lead(cy)], false, caller(IMPORT_SOURCE));
    expect(await intakeOf('IMPORT', '')).toEqual([{ records: 2, duplicates: 1 }]);

    await upsertBatch(
      deps,
      [lead(randomPerson())],
      false,
      caller('previewer', { preview: true, detail: true }),
    );
    // The second input breaks a rule: the batch saves nothing.
    await upsertBatch(
      deps,
      [lead(randomPerson()), { objectType: 'Lead', objectData: { Nope: 1 } }],
      true,
      caller('previewer'),
    );
    await upsertBatch(deps, [{ ...lead(randomPerson()), duplicateCheck: false }], false, caller('previewer'));
    expect(await intakeOf('CLIENT', 'previewer')).toEqual([]);
  });
});
