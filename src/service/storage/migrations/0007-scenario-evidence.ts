import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Evidence-aware scoring (design.md §5): each scenario's minimum share of its weight that two records must both
 * fill for a verdict, its trained model (scoreMethod PROBABILISTIC), and each scenario field's guard and whether it is an identifier. Existing fields get the guard a new one would get: birth dates
 * and given names (person names with a nickname list).
 */
export const scenarioEvidence: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('scenarios')
      .addColumn('minimum_evidence', 'integer', (c) => c.notNull().defaultTo(40))
      .execute();
    await db.schema.alterTable('scenarios').addColumn('model', 'text').execute();
    await db.schema
      .alterTable('scenario_fields')
      .addColumn('guard', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('scenario_fields')
      .addColumn('identifier', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update scenario_fields set guard = 1
      where match_method = 'DATE' or (match_method = 'FUZZY_PERSON' and synonym_list is not null)`.execute(
      db,
    );
  },
};
