import type { Kysely, Migration } from 'kysely';

/**
 * The steward's loop. Duplicate jobs: a job over one record type's records, cut into chunks of record ids that
 * service processes claim one at a time (with a lease, so a chunk of a process that died is taken again), the pairs
 * each chunk's searches found, and the groups built from them when the last chunk is done, each with its review.
 * Decisions that two records are not duplicates. Merges with everything needed to undo them, and the records merged
 * away, which answer where they went. The review state of the potential duplicates upserts log.
 */
export const stewardReview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('duplicate_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('scenario_ids', 'text', (c) => c.notNull())
      .addColumn('filter_name', 'text')
      .addColumn('cross_object_type', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('records_total', 'integer', (c) => c.notNull())
      .addColumn('group_count', 'integer')
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('duplicate_jobs_by_time')
      .on('duplicate_jobs')
      .columns(['created_at'])
      .execute();

    await db.schema
      .createTable('duplicate_job_chunks')
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('chunk', 'integer', (c) => c.notNull())
      .addColumn('first_id', 'text', (c) => c.notNull())
      .addColumn('last_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('records_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pairs_found', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('duplicate_job_chunks_pk', ['job_id', 'chunk'])
      .execute();
    await db.schema
      .createIndex('duplicate_job_chunks_by_status')
      .on('duplicate_job_chunks')
      .columns(['status', 'job_id', 'chunk'])
      .execute();

    await db.schema
      .createTable('duplicate_job_pairs')
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('duplicate_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('score', 'double precision', (c) => c.notNull())
      .addColumn('scenario_scores', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('duplicate_job_pairs_pk', ['job_id', 'record_id', 'duplicate_id', 'kind'])
      .execute();

    await db.schema
      .createTable('duplicate_groups')
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('group_no', 'integer', (c) => c.notNull())
      .addColumn('record_count', 'integer', (c) => c.notNull())
      .addColumn('pair_count', 'integer', (c) => c.notNull())
      .addColumn('min_score', 'double precision', (c) => c.notNull())
      .addColumn('max_score', 'double precision', (c) => c.notNull())
      .addColumn('average_score', 'double precision', (c) => c.notNull())
      .addColumn('record_ids', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
      .addColumn('reviewed_by', 'text')
      .addColumn('reviewed_at', 'text')
      .addPrimaryKeyConstraint('duplicate_groups_pk', ['job_id', 'group_no'])
      .execute();
    await db.schema
      .createIndex('duplicate_groups_by_score')
      .on('duplicate_groups')
      .columns(['job_id', 'average_score'])
      .execute();
    await db.schema
      .createIndex('duplicate_groups_by_size')
      .on('duplicate_groups')
      .columns(['job_id', 'record_count'])
      .execute();

    await db.schema
      .createTable('not_duplicates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('other_id', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'text', (c) => c.notNull())
      .addUniqueConstraint('not_duplicates_pair', ['record_id', 'other_id'])
      .execute();
    await db.schema
      .createIndex('not_duplicates_by_other')
      .on('not_duplicates')
      .columns(['other_id'])
      .execute();
    await db.schema
      .createIndex('not_duplicates_by_time')
      .on('not_duplicates')
      .columns(['decided_at', 'id'])
      .execute();

    await db.schema
      .createTable('merges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('master_id', 'text', (c) => c.notNull())
      .addColumn('loser_ids', 'text', (c) => c.notNull())
      .addColumn('merged_at', 'text', (c) => c.notNull())
      .addColumn('merged_by', 'text', (c) => c.notNull())
      .addColumn('undone_at', 'text')
      .addColumn('undone_by', 'text')
      .addColumn('before_image', 'text', (c) => c.notNull())
      .addColumn('after_image', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('merges_by_master').on('merges').columns(['master_id']).execute();

    await db.schema
      .createTable('merged_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('master_id', 'text', (c) => c.notNull())
      .addColumn('merge_id', 'text', (c) => c.notNull())
      .addColumn('merged_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('audit_events').addColumn('detail', 'text').execute();

    // The potential duplicates upserts log join the review queue: each is reviewed once, by a merge or a decision.
    const reviewState = () => db.schema.alterTable('potential_duplicates');
    await reviewState()
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
      .execute();
    await reviewState().addColumn('reviewed_by', 'text').execute();
    await reviewState().addColumn('reviewed_at', 'text').execute();
    await db.schema
      .createIndex('potential_duplicates_by_type_status')
      .on('potential_duplicates')
      .columns(['record_type', 'status'])
      .execute();
  },
};
