import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChangeEventType } from '../../contract/events';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

/** An event of a change, to be written with it. */
export interface NewChangeEvent {
  type: ChangeEventType;
  time: string;
  recordType: string;
  /** The record (15 characters), or the job, import or alert it is about. */
  subject: string;
  data: Record<string, unknown>;
}

/** An event as the feed reads it. */
export interface StoredChangeEvent extends NewChangeEvent {
  seq: number;
  id: string;
}

/** Events per INSERT statement: eight values each, well under SQLite's bound-variable limit. */
const EVENTS_PER_INSERT = 500;

/**
 * Writes a change's events in the transaction that makes it (`trx`), numbered on from the store's counter: an
 * acknowledged change has its events, a rolled-back one none. Call it as the transaction's last write: on PostgreSQL
 * the counter row stays locked until the commit, which is what makes the numbers follow commit order.
 */
export async function appendEvents(trx: Kysely<Database>, events: readonly NewChangeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { last_seq: last } = await trx
    .updateTable('event_sequence')
    .set((eb) => ({ last_seq: eb('last_seq', '+', events.length) }))
    .where('id', '=', 1)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const first = Number(last) - events.length + 1;
  for (let start = 0; start < events.length; start += EVENTS_PER_INSERT) {
    await trx
      .insertInto('events')
      .values(
        events.slice(start, start + EVENTS_PER_INSERT).map((event, offset) => ({
          seq: first + start + offset,
          id: randomUUID(),
          type: event.type,
          time: event.time,
          record_type: event.recordType,
          subject: event.subject,
          data: toJson(event.data),
        })),
      )
      .execute();
  }
}

/** The events after `after` in feed order, of the types given (all when none), at most `limit`. */
export async function readEvents(
  db: Kysely<Database>,
  { after, types, limit }: { after: number; types: readonly ChangeEventType[] | undefined; limit: number },
): Promise<StoredChangeEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('seq', '>', after)
    .$if(types !== undefined, (query) => query.where('type', 'in', types!))
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    id: row.id,
    type: row.type as ChangeEventType,
    time: row.time,
    recordType: row.record_type,
    subject: row.subject,
    data: fromJson<Record<string, unknown>>(row.data, 'events.data'),
  }));
}

/** Deletes the events older than `before`; answers how many. */
export async function deleteEventsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const deleted = await db.deleteFrom('events').where('time', '<', before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
