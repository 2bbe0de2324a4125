import type { Kysely, Migration } from 'kysely';

/**
 * Configuration exports and imports, kept as the original keeps them, as jobs: a caller starts one, polls its status
 * and then downloads the export or reads the import's warnings.
 */
export const configTransfers: Migration = {
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
  },
};
