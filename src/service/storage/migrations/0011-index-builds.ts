import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Index entries keyed by record and layout, so that the entries of a new configuration can be built beside those
 * searched now and replace them in one step; and the builds themselves, one row per record type, which every
 * service process may take up, resume and report on.
 */
export const indexBuilds: Migration = {
  async up(db: Kysely<unknown>) {
    // Neither dialect changes a primary key in place the same way: the table is copied into its new shape.
    await db.schema
      .createTable('match_entries_by_layout')
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('layout', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('forms', 'bytea')
      .addColumn('keys', 'bytea')
      .addPrimaryKeyConstraint('match_entries_pk', ['record_id', 'layout'])
      .execute();
    await sql`insert into match_entries_by_layout (record_id, record_type, layout, seq, forms, keys)
      select record_id, record_type, layout, seq, forms, keys from match_entries`.execute(db);
    await db.schema.dropTable('match_entries').execute();
    await db.schema.alterTable('match_entries_by_layout').renameTo('match_entries').execute();
    await db.schema
      .createIndex('match_entries_by_seq')
      .on('match_entries')
      .columns(['seq', 'record_id'])
      .execute();

    await db.schema
      .createTable('index_builds')
      .addColumn('record_type', 'text', (c) => c.primaryKey())
      .addColumn('build_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('target_layout', 'text', (c) => c.notNull())
      .addColumn('serving', 'text')
      .addColumn('since_seq', 'bigint', (c) => c.notNull())
      .addColumn('cursor', 'text', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('worker', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('error', 'text')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
  },
};
