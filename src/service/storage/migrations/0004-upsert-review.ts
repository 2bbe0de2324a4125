import type { Kysely, Migration } from 'kysely';

/**
 * What upserts leave for people: the match that led an update to its record, on the audit event, and the pairs
 * that reached a scenario threshold without being the record updated, for a steward to review.
 */
export const upsertReview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_events').addColumn('match', 'text').execute();

    await db.schema
      .createTable('potential_duplicates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('duplicate_id', 'text', (c) => c.notNull())
      .addColumn('score', 'double precision', (c) => c.notNull())
      .addColumn('scenario_scores', 'text', (c) => c.notNull())
      .addColumn('detected_at', 'text', (c) => c.notNull())
      .addColumn('principal', 'text', (c) => c.notNull())
      .addUniqueConstraint('potential_duplicates_pair', ['record_id', 'duplicate_id'])
      .execute();
    await db.schema
      .createIndex('potential_duplicates_by_time')
      .on('potential_duplicates')
      .columns(['detected_at', 'id'])
      .execute();
    await db.schema
      .createIndex('potential_duplicates_by_duplicate')
      .on('potential_duplicates')
      .columns(['duplicate_id'])
      .execute();
  },
};
