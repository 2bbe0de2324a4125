import type { Kysely, Migration } from 'kysely';

/**
 * How a record type names its records wherever a record is referred to: a template of its fields and up to three
 * secondary fields shown beside the name. Null in either keeps the default the service derives from the fields.
 */
export const recordDisplay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('record_types').addColumn('display_template', 'text').execute();
    await db.schema.alterTable('record_types').addColumn('secondary_fields', 'text').execute();
  },
};
