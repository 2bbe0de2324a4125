import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The numbered ranges of a street ("6-8") by where they end, apart from single numbers. Looking up a number
 * otherwise meant reading every lower number of its street to find a range that covers it: on a street of 700
 * numbers that was most of a validation's reading.
 */
export const addressRanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('address_points_ranges')
      .on('address_points')
      .columns(['country', 'street_key', 'city_key', 'number_to'])
      .where(sql.ref('number_to'), 'is not', null)
      .execute();
  },
};
