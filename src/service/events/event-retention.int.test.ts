import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../testing/test-store';
import { appendEvents, readEvents } from './event-store';
import { eventRetention } from './event-retention';

let testStore: TestStore;
beforeAll(async () => {
  testStore = await openTestStore();
}, 120_000);
afterAll(() => testStore.close());

describe('the event feed’s retention', () => {
  it('deletes the events older than the days kept, by the clock it is given, and keeps the sequence going', async () => {
    const { db } = testStore.store;
    const event = (time: string, subject: string) => ({
      type: 'job.finished' as const,
      time,
      recordType: 'Lead',
      subject,
      data: { jobId: subject },
    });
    await db
      .transaction()
      .execute((trx) =>
        appendEvents(trx, [
          event('2027-01-01T00:00:00.000Z', 'old'),
          event('2027-01-25T00:00:00.000Z', 'recent'),
        ]),
      );
    const retention = eventRetention({
      db,
      log: pino({ level: 'silent' }),
      retentionDays: 30,
      now: () => new Date('2027-02-10T00:00:00.000Z'),
    });
    await retention.step();
    const kept = await readEvents(db, { after: 0, types: undefined, limit: 100 });
    expect(kept.map(({ subject }) => subject)).toEqual(['recent']);
    await db.transaction().execute((trx) => appendEvents(trx, [event('2027-02-10T00:00:00.000Z', 'next')]));
    const after = await readEvents(db, { after: kept[0]!.seq, types: undefined, limit: 100 });
    expect(after.map(({ subject, seq }) => [subject, seq])).toEqual([['next', kept[0]!.seq + 1]]);
  });
});
