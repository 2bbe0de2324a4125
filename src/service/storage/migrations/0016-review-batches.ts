import type { Kysely, Migration } from 'kysely';

/**
 * Review batches: many review items merged or decided apart in one action, worked through in the background by
 * whichever service process holds the batch's lease, each item's outcome written with its merge or decision so a
 * restart neither repeats nor loses one, and undone together; and a job's auto-merge, which becomes such a batch when
 * the job ends.
 */
export const reviewBatches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('master_rule', 'text', (c) => c.notNull())
      .addColumn('master_where', 'text')
      .addColumn('field_rule', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('job_id', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('worker', 'text')
      .addColumn('lease_until', 'bigint')
      .execute();
    await db.schema
      .createIndex('review_batches_by_status')
      .on('review_batches')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema.alterTable('duplicate_jobs').addColumn('auto_merge', 'text').execute();
    await db.schema.alterTable('duplicate_jobs').addColumn('auto_merge_batch', 'text').execute();
    await db.schema
      .createTable('review_batch_items')
      .addColumn('batch_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('record_ids', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('merge_id', 'text')
      .addColumn('decision_ids', 'text')
      .addColumn('message', 'text')
      .addPrimaryKeyConstraint('review_batch_items_pk', ['batch_id', 'position'])
      .execute();
    await db.schema
      .createIndex('review_batch_items_by_status')
      .on('review_batch_items')
      .columns(['batch_id', 'status', 'position'])
      .execute();
  },
};
