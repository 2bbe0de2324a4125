import type { Kysely, Migration } from 'kysely';

/**
 * The event feed (an outbox): each change's events, written in the transaction that makes the change, numbered from
 * one counter row (`event_sequence`) that a transaction updates as its last write. On PostgreSQL the row stays locked
 * until the transaction commits, so numbers are handed out in commit order and a reader never sees a later number
 * before an earlier one commits; SQLite has one writer at a time anyway.
 */
export const events: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('events')
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('events_by_time').on('events').columns(['time']).execute();
    await db.schema
      .createTable('event_sequence')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('last_seq', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .insertInto('event_sequence' as never)
      .values({ id: 1, last_seq: 0 } as never)
      .execute();
  },
};
