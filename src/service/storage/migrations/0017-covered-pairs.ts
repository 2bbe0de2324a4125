import type { Kysely, Migration } from 'kysely';

/**
 * A pair an upsert logged whose two records a later job put into one group: the job that covers it, so the review
 * queue lists the pair once, as that group, while the job is the latest of its kind.
 */
export const coveredPairs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('potential_duplicates').addColumn('covered_by_job', 'text').execute();
  },
};
