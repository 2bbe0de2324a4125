import type { Kysely } from 'kysely';
import type { ScenarioDefinition } from '../scenarios/scenario';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { StoredWordList } from '../word-lists/word-list-store';

/**
 * What searches and writes of a record type use while its index is built under a change: the scenarios as they
 * were, and the word lists they name as they were, so that their keys are those of the entries stored.
 */
export interface ServingConfiguration {
  scenarios: ScenarioDefinition[];
  wordLists: StoredWordList[];
}

/** The serving configuration of every record type whose index is being built. */
export async function readServingConfigurations(
  db: Kysely<Database>,
): Promise<Map<string, ServingConfiguration>> {
  const rows = await db
    .selectFrom('index_builds')
    .select(['record_type', 'serving'])
    .where('status', '=', 'BUILDING')
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.serving === null
        ? []
        : [[row.record_type, fromJson<ServingConfiguration>(row.serving, 'index_builds.serving')]],
    ),
  );
}
