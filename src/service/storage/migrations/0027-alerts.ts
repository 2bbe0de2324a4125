import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Alerts: the records that came in through writes with a duplicate check, per day, record type and source, and
 * how many of them were duplicates of stored records (`intake_counts`, added up by each process); and the alerts
 * raised on them and on the review queue and scheduled runs. An alert is active while what raised it holds: one
 * active alert per kind, record type and subject at most, which two processes raising it at once meet.
 */
export const alerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('intake_counts')
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('source_field', 'text', (c) => c.notNull())
      .addColumn('source_value', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('records', 'integer', (c) => c.notNull())
      .addColumn('duplicates', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('intake_counts_key', [
        'record_type',
        'source_kind',
        'source_field',
        'source_value',
        'day',
      ])
      .execute();
    await db.schema.createIndex('intake_counts_by_day').on('intake_counts').columns(['day']).execute();
    await db.schema
      .createTable('alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('raised_at', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('cleared_at', 'text')
      .addColumn('dismissed_by', 'text')
      .addColumn('dismissed_at', 'text')
      .execute();
    await db.schema
      .createIndex('alerts_active_once')
      .on('alerts')
      .columns(['kind', 'record_type', 'subject'])
      .unique()
      .where(sql.ref('active'), '=', 1)
      .execute();
    await db.schema.createIndex('alerts_by_time').on('alerts').columns(['raised_at']).execute();
  },
};
