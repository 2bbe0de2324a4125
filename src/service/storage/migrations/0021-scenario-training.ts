import type { Kysely, Migration } from 'kysely';

/**
 * Automatic training of PROBABILISTIC scenarios: the service process training a scenario, until `training_lease_until`
 * (ms since the epoch), so that one process trains it at a time and another takes it up once the lease lapses. What
 * the model was trained on is kept in the model itself (`records`, `trainedAt`), so that it goes with the model.
 */
export const scenarioTraining: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('scenarios').addColumn('training_worker', 'text').execute();
    await db.schema.alterTable('scenarios').addColumn('training_lease_until', 'bigint').execute();
  },
};
