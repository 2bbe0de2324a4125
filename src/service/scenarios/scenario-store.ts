import type { Kysely } from 'kysely';
import type { MatchMethod, ScoreMethod } from '../../contract/matching';
import { allocateIds } from '../records/id-allocator';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { MatchModel } from '../matching/probabilistic/match-model';
import {
  SCENARIO_FIELD_KEY_PREFIX,
  SCENARIO_KEY_PREFIX,
  DEFAULT_MINIMUM_EVIDENCE,
  defaultGuard,
  type NewScenario,
  type ScenarioDefinition,
} from './scenario';

/** The scenarios of a record type in their configured order, each with its fields. */
export async function listScenarios(db: Kysely<Database>, recordType: string): Promise<ScenarioDefinition[]> {
  const scenarios = await db
    .selectFrom('scenarios')
    .selectAll()
    .where('record_type', '=', recordType)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (scenarios.length === 0) return [];
  const fields = await db
    .selectFrom('scenario_fields')
    .selectAll()
    .where(
      'scenario_id',
      'in',
      scenarios.map((scenario) => scenario.id),
    )
    .orderBy('position')
    .execute();
  return scenarios.map((row) => ({
    id: row.id,
    recordType: row.record_type,
    name: row.name,
    threshold: row.threshold,
    minimumEvidence: row.minimum_evidence,
    model: row.model ? fromJson<MatchModel>(row.model, 'scenarios.model') : null,
    scoreMethod: row.score_method as ScoreMethod,
    onApi: fromFlag(row.on_api),
    onDataApi: fromFlag(row.on_data_api),
    onBatch: fromFlag(row.on_batch),
    onSearch: fromFlag(row.on_search),
    onInsert: fromFlag(row.on_insert),
    isHidden: fromFlag(row.is_hidden),
    fields: fields
      .filter((field) => field.scenario_id === row.id)
      .map((field) => ({
        id: field.id,
        field: field.field,
        matchMethod: field.match_method as MatchMethod,
        matchConfig: field.match_config
          ? fromJson<Record<string, unknown>>(field.match_config, 'scenario_fields.match_config')
          : null,
        synonymList: field.synonym_list,
        frequentList: field.frequent_list,
        weight: field.weight,
        doNotIndex: fromFlag(field.do_not_index),
        indexGroups: fromJson<number[]>(field.index_groups, 'scenario_fields.index_groups'),
        guard: fromFlag(field.guard),
        identifier: fromFlag(field.identifier),
      })),
  }));
}

/** Stores new scenarios (inside the caller's transaction), appended after the type's existing ones. */
export async function createScenarios(db: Kysely<Database>, scenarios: NewScenario[]): Promise<string[]> {
  const scenarioIds = await allocateIds(db, SCENARIO_KEY_PREFIX, scenarios.length);
  const fieldIds = await allocateIds(
    db,
    SCENARIO_FIELD_KEY_PREFIX,
    scenarios.reduce((sum, scenario) => sum + scenario.fields.length, 0),
  );
  let nextField = 0;
  for (const [index, scenario] of scenarios.entries()) {
    const id = scenarioIds[index]!;
    await db
      .insertInto('scenarios')
      .values({
        id,
        record_type: scenario.recordType,
        name: scenario.name,
        threshold: scenario.threshold,
        minimum_evidence: scenario.minimumEvidence ?? DEFAULT_MINIMUM_EVIDENCE,
        score_method: scenario.scoreMethod,
        on_api: toFlag(scenario.onApi),
        on_data_api: toFlag(scenario.onDataApi),
        on_batch: toFlag(scenario.onBatch),
        on_search: toFlag(scenario.onSearch),
        on_insert: toFlag(scenario.onInsert),
        is_hidden: toFlag(scenario.isHidden),
        position: index,
      })
      .execute();
    if (scenario.fields.length === 0) continue;
    await db
      .insertInto('scenario_fields')
      .values(
        scenario.fields.map((field, position) => ({
          id: fieldIds[nextField++]!,
          scenario_id: id,
          field: field.field,
          match_method: field.matchMethod,
          match_config: field.matchConfig ? toJson(field.matchConfig) : null,
          synonym_list: field.synonymList,
          frequent_list: field.frequentList,
          weight: field.weight,
          do_not_index: toFlag(field.doNotIndex),
          index_groups: toJson(field.indexGroups),
          guard: toFlag(field.guard ?? defaultGuard(field)),
          identifier: toFlag(field.identifier ?? false),
          position,
        })),
      )
      .execute();
  }
  return scenarioIds;
}
