import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Incremental duplicate jobs: a job over only the records changed since a time (`changed_since`), its chunks each
 * a list of record ids rather than a range, so that the records a run reaches through the pairs it found can be
 * searched as chunks too; a schedule's scope (CHANGED or ALL) and its runs started by hand; and schedule names
 * unique whatever their case.
 */
export const incrementalRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('duplicate_jobs').addColumn('changed_since', 'text').execute();
    await db.schema.alterTable('duplicate_job_chunks').addColumn('record_ids', 'text').execute();
    await db.schema
      .alterTable('schedules')
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('CHANGED'))
      .execute();
    await db.schema
      .alterTable('schedule_runs')
      .addColumn('by_hand', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('schedules_by_folded_name')
      .on('schedules')
      .unique()
      .expression(sql`lower(name)`)
      .execute();
  },
};
