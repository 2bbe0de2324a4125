import type { Kysely, Migration } from 'kysely';

/**
 * Duplicate jobs on a schedule: a job's settings with a cron expression in a time zone, its next run (null while
 * paused), and the runs it fired. A run is unique per schedule and occurrence, so two instances that see the same
 * occurrence due start one job between them.
 */
export const schedules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('schedules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('cron', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('next_run_at', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('schedules_by_next_run').on('schedules').columns(['next_run_at']).execute();
    await db.schema
      .createTable('schedule_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('schedule_id', 'text', (c) => c.notNull())
      .addColumn('occurrence', 'text', (c) => c.notNull())
      .addColumn('fired_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text')
      .addColumn('reason', 'text')
      .addUniqueConstraint('schedule_runs_once', ['schedule_id', 'occurrence'])
      .execute();
    await db.schema
      .createIndex('schedule_runs_by_time')
      .on('schedule_runs')
      .columns(['schedule_id', 'fired_at'])
      .execute();
  },
};
