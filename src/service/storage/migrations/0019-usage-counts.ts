import { sql, type Kysely, type Migration } from 'kysely';

/**
 * API calls and billable validation calls were counted in two tables of the same shape; one table keeps both, told
 * apart by meter, so that one counter and one store serve every usage report.
 */
export const usageCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('usage_counts')
      .addColumn('meter', 'text', (c) => c.notNull())
      .addColumn('principal', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('calls', 'integer', (c) => c.notNull())
      .addColumn('credits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('usage_counts_pk', ['meter', 'principal', 'day', 'operation'])
      .execute();
    await sql`insert into usage_counts (meter, principal, day, operation, calls, credits)
      select 'validation', principal, day, operation, calls, credits from address_usage`.execute(db);
    await sql`insert into usage_counts (meter, principal, day, operation, calls, credits)
      select 'api', principal, day, operation, calls, 0 from api_usage`.execute(db);
    await db.schema.dropTable('address_usage').execute();
    await db.schema.dropTable('api_usage').execute();
  },
};
