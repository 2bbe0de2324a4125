import type { Kysely, Migration } from 'kysely';

/**
 * Failed sign-ins counted per account and source address, so that failures from one address lock only that address
 * out; the account's row of all sources slows every attempt down instead. The counts of the old table are
 * short-lived, so they are dropped rather than carried over.
 */
export const signInSources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_failures').execute();
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('first_failure_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addPrimaryKeyConstraint('sign_in_failures_pk', ['subject', 'source'])
      .execute();
  },
};
