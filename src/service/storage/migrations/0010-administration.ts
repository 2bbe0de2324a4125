import type { Kysely, Migration } from 'kysely';

/**
 * Configuration exports and imports, kept as the original keeps them, as jobs: a caller starts one, polls its status
 * and then downloads the export or reads the import's warnings. And API calls per principal, day and operation, as
 * administrators read them beside licence seats and address credits.
 */
export const administration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('config_transfers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('warnings', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('api_usage')
      .addColumn('principal', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('calls', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('api_usage_pk', ['principal', 'day', 'operation'])
      .execute();
  },
};
