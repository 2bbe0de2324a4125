import type { Kysely, Migration } from 'kysely';

/**
 * Source trust (docs/survivorship.md): which source wrote each field's stored value and when, and each record
 * type's ranking of sources. Null for both is what every record and type stored before has: writers unknown,
 * every source trusted alike.
 */
export const fieldSources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('records').addColumn('field_sources', 'text').execute();
    await db.schema.alterTable('record_types').addColumn('source_trust', 'text').execute();
  },
};
