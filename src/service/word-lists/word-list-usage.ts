import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import type { WordListReference } from './word-list-validation';

export interface WordListUsage extends WordListReference {
  list: string;
  scenarioId: string;
}

/**
 * The scenario fields that reference word lists by name (only `name` when given), by record type, scenario and
 * field order. A field that names a list as both its frequent and its synonym list counts twice.
 */
export async function wordListUsage(db: Kysely<Database>, name?: string): Promise<WordListUsage[]> {
  const rows = await db
    .selectFrom('scenario_fields')
    .innerJoin('scenarios', 'scenarios.id', 'scenario_fields.scenario_id')
    .select([
      'scenarios.id as scenarioId',
      'scenarios.name as scenarioName',
      'scenarios.record_type as recordType',
      'scenario_fields.field',
      'scenario_fields.frequent_list as frequentList',
      'scenario_fields.synonym_list as synonymList',
    ])
    .where((eb) =>
      name === undefined
        ? eb.or([eb('frequent_list', 'is not', null), eb('synonym_list', 'is not', null)])
        : eb.or([eb('frequent_list', '=', name), eb('synonym_list', '=', name)]),
    )
    .orderBy('scenarios.record_type')
    .orderBy('scenarios.position')
    .orderBy('scenarios.id')
    .orderBy('scenario_fields.position')
    .execute();
  const usage: WordListUsage[] = [];
  for (const { frequentList, synonymList, ...field } of rows) {
    if (frequentList !== null && (name === undefined || frequentList === name)) {
      usage.push({ ...field, list: frequentList, referencedAs: 'FREQUENT' });
    }
    if (synonymList !== null && (name === undefined || synonymList === name)) {
      usage.push({ ...field, list: synonymList, referencedAs: 'SYNONYM' });
    }
  }
  return usage;
}
