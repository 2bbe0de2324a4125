import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import type { Database } from '../storage/schema';
import { prepareSearch } from './find-duplicates';
import { fieldPlan } from './field-plan.fixture';
import { indexLayout } from './index-layout';
import type { IndexedMatching } from './live-index';
import { recordEntry, type RecordEntry } from './record-entry';
import { TransactionIndex } from './transaction-index';
import { TypeIndex } from './type-index';

const field = fieldPlan;
const person: ScenarioPlan = {
  scenarioId: 'person',
  scenarioName: 'Person',
  threshold: 80,
  minimumEvidence: 40,
  model: null,
  searchBoundary: null,
  fields: [
    field('FirstName', 'FUZZY_PERSON', 20, [1]),
    field('LastName', 'FUZZY_PERSON', 30, [1, 2]),
    field('Email', 'EMAIL', 50, [3]),
  ],
};
const layout = indexLayout('Person', [person]);
const limits = { cap: 500, patience: 30 };

const jane = { FirstName: 'Jane', LastName: 'Doe', Email: 'jane.doe@example.com' };
const mary = { FirstName: 'Mary', LastName: 'Major', Email: 'mary@example.org' };
const john = { FirstName: 'John', LastName: 'Smith', Email: 'js@example.com' };

interface StoredRow {
  record_id: string;
  record_type: string;
  layout: string;
  seq: number;
  forms: Uint8Array | null;
  keys: Uint8Array | null;
}

const row = (seq: number, id: string, entry: RecordEntry | null): StoredRow => ({
  record_id: id,
  record_type: 'Person',
  layout: layout.signature,
  seq,
  forms: entry?.forms ?? null,
  keys: entry ? Buffer.from(entry.keys.buffer, entry.keys.byteOffset, entry.keys.byteLength) : null,
});

/**
 * A database that answers reads of match_entries from `stored` (what others committed, in sequence order) as
 * readEntriesSince asks for them, and records the position each read started after.
 */
function fakeStore(stored: StoredRow[]) {
  const reads: unknown[][] = [];
  const connection: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const parameters = [...query.parameters];
      reads.push(parameters);
      // `seq > ?` or `(seq, record_id) > (?, ?)`, then the record type and the limit.
      const [seq, second] = parameters as [number, string];
      const recordId = parameters.length === 4 ? second : undefined;
      const rows = stored.filter((one) =>
        recordId === undefined
          ? one.seq > seq
          : one.seq > seq || (one.seq === seq && one.record_id > recordId),
      );
      return Promise.resolve({ rows: rows as R[] });
    },
    streamQuery() {
      throw new Error('not used');
    },
  };
  class Driver extends DummyDriver {
    override acquireConnection() {
      return Promise.resolve(connection);
    }
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new Driver(),
      createIntrospector: (database) => new SqliteIntrospector(database),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return { db, reads };
}

function liveOf(records: Record<string, Record<string, string>>, seq = 10): IndexedMatching {
  const index = new TypeIndex(layout);
  for (const [id, values] of Object.entries(records)) index.put(id, recordEntry(layout, values));
  return { version: 1, seq, matching: undefined as never, indexOf: () => index };
}

const found = async (view: TransactionIndex, values: Record<string, string>) => {
  const { duplicates, guarded } = await view.findMatches(
    layout,
    prepareSearch([person], values, 'record'),
    limits,
  );
  return [...duplicates, ...guarded].map(({ id }) => id).sort();
};

describe("a transaction's view of the match index", () => {
  it('finds the records it wrote by the keys of their latest entry only, and each once', async () => {
    const { db } = fakeStore([]);
    const view = new TransactionIndex(db, liveOf({ x: john }));
    view.write(layout, 'a', recordEntry(layout, jane));
    view.write(layout, 'b', recordEntry(layout, mary));
    expect(await found(view, jane)).toEqual(['a']);
    // Written again under other values: jane's keys find it no longer, mary's find both.
    view.write(layout, 'a', recordEntry(layout, mary));
    expect(await found(view, jane)).toEqual([]);
    expect(await found(view, mary)).toEqual(['a', 'b']);
    // Removed: found by no key.
    view.write(layout, 'b', null);
    expect(await found(view, mary)).toEqual(['a']);
    // A record the process's index holds, written by the transaction: its written entry counts, not the index's.
    expect(await found(view, john)).toEqual(['x']);
    view.write(layout, 'x', recordEntry(layout, jane));
    expect(await found(view, john)).toEqual([]);
    expect(await found(view, jane)).toEqual(['x']);
  });

  it("finds others' records committed since its index, its own writes of them taking precedence", async () => {
    const { db } = fakeStore([row(11, 'c', recordEntry(layout, jane)), row(12, 'x', null)]);
    const view = new TransactionIndex(db, liveOf({ x: jane }));
    // x was removed by another transaction: only c is left.
    expect(await found(view, jane)).toEqual(['c']);
    view.write(layout, 'c', recordEntry(layout, mary));
    expect(await found(view, jane)).toEqual([]);
    expect(await found(view, mary)).toEqual(['c']);
  });

  it('reads on after the last entry it read at every search, and only once when alone', async () => {
    const stored = [row(11, 'c', recordEntry(layout, jane))];
    const { db, reads } = fakeStore(stored);
    const view = new TransactionIndex(db, liveOf({}));
    expect(await found(view, jane)).toEqual(['c']);
    // Another transaction commits meanwhile (PostgreSQL): the next search reads it, starting after c.
    stored.push(row(13, 'd', recordEntry(layout, jane)));
    expect(await found(view, jane)).toEqual(['c', 'd']);
    expect(reads.map((parameters) => parameters.slice(0, -2))).toEqual([[10], [11, 'c']]);

    const alone = fakeStore([row(11, 'c', recordEntry(layout, jane))]);
    const settled = new TransactionIndex(alone.db, liveOf({}), { alone: true });
    expect(await found(settled, jane)).toEqual(['c']);
    expect(await found(settled, mary)).toEqual([]);
    expect(await found(settled, jane)).toEqual(['c']);
    expect(alone.reads).toHaveLength(1);
  });
});
