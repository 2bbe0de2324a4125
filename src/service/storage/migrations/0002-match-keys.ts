import type { Kysely, Migration } from 'kysely';

/** The blocking index: a record is a candidate for a search when it shares one of these keys with the input. */
export const matchKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('match_keys')
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('match_keys_pk', ['record_type', 'key', 'record_id'])
      .execute();
    await db.schema.createIndex('match_keys_by_record').on('match_keys').columns(['record_id']).execute();
  },
};
