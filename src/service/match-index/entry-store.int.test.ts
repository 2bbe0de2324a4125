import { describe, expect, it } from 'vitest';
import { migratedStoreForTests } from '../testing/test-service';
import {
  readEntriesSince,
  readIndexClock,
  writeEntries,
  type EntryWrite,
  type StoredEntry,
} from './entry-store';

const testing = migratedStoreForTests();

const entryOf = (recordId: string): EntryWrite => ({
  recordId,
  recordType: 'Lead',
  layout: 'layout-1',
  entry: { forms: Buffer.from(`forms of ${recordId}`), keys: new Uint32Array([recordId.length, 7]) },
});

/** Reads everything after `seq` the way a process catches up: page by page, each page after the last entry read. */
async function readInPages(seq: number, pageSize: number): Promise<StoredEntry[]> {
  const read: StoredEntry[] = [];
  let after: { seq: number; recordId?: string } = { seq };
  for (;;) {
    const page = await readEntriesSince(testing.store.db, after, pageSize);
    read.push(...page);
    if (page.length < pageSize) return read;
    const last = page.at(-1)!;
    after = { seq: last.seq, recordId: last.recordId };
  }
}

describe(`match index entries on ${process.env['STEWARD_TEST_DATABASE']}`, () => {
  it('are read back after a point of the sequence in order, across transactions and pages, with their bytes', async () => {
    const start = (await readIndexClock(testing.store.db)).seq;
    const first = [
      '00Q000000000001',
      '00Q000000000002',
      '00Q000000000003',
      '00Q000000000004',
      '00Q000000000005',
    ];
    const second = ['00Q000000000000', '00Q000000000009'];
    const firstSeq = await testing.store.db
      .transaction()
      .execute((trx) => writeEntries(trx, first.map(entryOf)));
    const secondSeq = await testing.store.db
      .transaction()
      .execute((trx) => writeEntries(trx, second.map(entryOf)));
    expect(secondSeq).toBe(firstSeq + 1);
    expect((await readIndexClock(testing.store.db)).seq).toBe(secondSeq);

    // A page of 2 ends inside the first transaction's entries: the next page must go on after the last one read.
    const read = await readInPages(start, 2);
    expect(read.map((entry) => [entry.seq, entry.recordId])).toEqual([
      ...first.map((id) => [firstSeq, id]),
      ...second.map((id) => [secondSeq, id]),
    ]);
    expect(Buffer.from(read[0]!.entry!.forms).toString()).toBe(`forms of ${first[0]}`);
    expect([...read[0]!.entry!.keys]).toEqual([first[0]!.length, 7]);

    const afterFirst = await readEntriesSince(testing.store.db, { seq: firstSeq }, 100);
    expect(afterFirst.map((entry) => entry.recordId)).toEqual(second);
  });

  it('record a removal as an entry without bytes, and only the latest write of a record', async () => {
    const start = (await readIndexClock(testing.store.db)).seq;
    const id = '00Q0000000000AA';
    await testing.store.db.transaction().execute((trx) => writeEntries(trx, [entryOf(id)]));
    const removedAt = await testing.store.db
      .transaction()
      .execute((trx) => writeEntries(trx, [{ ...entryOf(id), entry: null }]));
    const read = await readEntriesSince(testing.store.db, { seq: start }, 100);
    expect(read.map((entry) => [entry.seq, entry.recordId, entry.entry])).toEqual([[removedAt, id, null]]);
  });
});
