import type { Kysely, Migration } from 'kysely';

/**
 * Failed sign-ins per user name and failed token requests per client, kept in the store so that every service
 * process, and every instance on one PostgreSQL, counts the same attempts and honours the same lock; and on
 * PostgreSQL each principal's API requests per window, so instances share one allowance.
 */
export const throttling: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('subject', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('first_failure_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();
    await db.schema
      .createTable('api_request_counts')
      .addColumn('principal', 'text', (c) => c.notNull())
      .addColumn('window_no', 'integer', (c) => c.notNull())
      .addColumn('requests', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('api_request_counts_pk', ['principal', 'window_no'])
      .execute();
  },
};
