import type { Kysely, Migration } from 'kysely';

/**
 * Street- and house-number-level addresses brought in by `import:addresses`, and the billable address calls per
 * principal. A point's id is a hash of its normalised identity, so re-importing a file finds the rows it wrote.
 */
export const addresses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('address_points')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('region_code', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('city_key', 'text', (c) => c.notNull())
      .addColumn('postcode', 'text', (c) => c.notNull())
      .addColumn('postcode_key', 'text', (c) => c.notNull())
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('street_key', 'text', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('number_value', 'integer')
      .addColumn('number_to', 'integer')
      .addColumn('addition', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('source', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('address_points_by_street')
      .on('address_points')
      .columns(['country', 'street_key', 'city_key', 'number_value'])
      .execute();
    await db.schema
      .createIndex('address_points_by_postcode')
      .on('address_points')
      .columns(['country', 'postcode_key', 'number_value'])
      .execute();

    await db.schema
      .createTable('address_usage')
      .addColumn('principal', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('calls', 'bigint', (c) => c.notNull())
      .addColumn('credits', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('address_usage_pk', ['principal', 'operation', 'day'])
      .execute();
  },
};
