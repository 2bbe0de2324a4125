import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the dashboard reads without counting the store on every request: steward actions per day and record type,
 * counted as they happen (and once from the audit trail for a store that had them before), each finished job's
 * records in groups, and indexes that count the open items of the review queue and find its oldest.
 */
export const dashboard: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('activity_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('activity_counts_pk', ['day', 'record_type', 'action'])
      .execute();
    await sql`insert into activity_counts (day, record_type, action, count)
      select substr(at, 1, 10), record_type, action, count(*) from audit_events
      where action in ('MERGE', 'UNDO_MERGE', 'NOT_DUPLICATE', 'DECISION_RESTORED')
      group by substr(at, 1, 10), record_type, action`.execute(db);

    await db.schema.alterTable('duplicate_jobs').addColumn('grouped_records', 'integer').execute();
    await sql`update duplicate_jobs set grouped_records =
      (select coalesce(sum(record_count), 0) from duplicate_groups where duplicate_groups.job_id = duplicate_jobs.id)
      where status = 'DONE'`.execute(db);

    await db.schema
      .createIndex('duplicate_groups_by_status')
      .on('duplicate_groups')
      .columns(['job_id', 'status'])
      .execute();
    await db.schema
      .createIndex('potential_duplicates_open')
      .on('potential_duplicates')
      .columns(['record_type', 'status', 'detected_at'])
      .execute();
  },
};
