import type { Kysely, Migration } from 'kysely';

/**
 * The match index as one entry per record (its stored forms and key hashes, written with the record) replacing a
 * row per blocking key: every service process keeps the index in memory, loads it from here at start and follows
 * it by `seq`, the commit sequence of the transaction that last wrote the entry. The entries are built at start.
 */
export const matchEntries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('match_keys').execute();
    await db.schema
      .createTable('match_entries')
      .addColumn('record_id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      // Both null once the record is gone, so that other processes learn it through the sequence.
      .addColumn('forms', 'bytea')
      .addColumn('keys', 'bytea')
      .execute();
    await db.schema
      .createIndex('match_entries_by_seq')
      .on('match_entries')
      .columns(['seq', 'record_id'])
      .execute();
  },
};
