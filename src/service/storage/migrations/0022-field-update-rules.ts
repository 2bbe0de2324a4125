import type { Kysely, Migration } from 'kysely';

/**
 * Field update rules (docs/survivorship.md): what a write that updates a stored record does with each field's
 * value. Null is OVERWRITE, the seed's upsert, so every field stored before keeps behaving as it did.
 */
export const fieldUpdateRules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('record_fields').addColumn('update_rule', 'text').execute();
  },
};
