import type { Kysely, Migration } from 'kysely';

/**
 * Cross-object mappings, one row per mapped field as the original exports them (objectFrom, fieldFrom, objectTo,
 * fieldTo): a search of `object_from` also searches `object_to` with these fields carried over.
 */
export const crossObjectFields: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cross_object_fields')
      .addColumn('object_from', 'text', (c) => c.notNull().references('record_types.api_name'))
      .addColumn('field_from', 'text', (c) => c.notNull())
      .addColumn('object_to', 'text', (c) => c.notNull().references('record_types.api_name'))
      .addColumn('field_to', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('cross_object_fields_pk', ['object_from', 'object_to', 'field_to'])
      .execute();
  },
};
