import type { Kysely, Migration } from 'kysely';

/**
 * The first values of each column of an uploaded file, kept with the import so the mapping step shows them beside
 * each column without reading its rows. Null for the imports uploaded before: their columns show no values.
 */
export const importSamples: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('imports').addColumn('samples', 'text').execute();
  },
};
