import type { Kysely, Migration } from 'kysely';

/**
 * Postcode × place pairs brought in by `import:places` from GeoNames' postal-code dumps. `import_run` marks the
 * rows the latest import of a country wrote, so that the rows it no longer holds can be removed after it.
 */
export const postalPlaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('postal_places')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('postcode', 'text', (c) => c.notNull())
      .addColumn('postcode_key', 'text', (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('place_key', 'text', (c) => c.notNull())
      .addColumn('region_code', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('import_run', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('postal_places_by_country')
      .on('postal_places')
      .columns(['country', 'import_run'])
      .execute();
  },
};
