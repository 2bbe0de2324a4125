import type { Kysely } from 'kysely';
import type { MatchMethod, ScoreMethod } from '../../contract/matching';
import { allocateIds, OWN_KEY_PREFIXES } from '../records/id-allocator';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { MatchModel } from '../matching/probabilistic/match-model';
import { modelKept, resolvedScenario, type NewScenario, type ScenarioDefinition } from './scenario';

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

const scenarioRow = (scenario: ScenarioDefinition) => ({
  record_type: scenario.recordType,
  name: scenario.name,
  threshold: scenario.threshold,
  minimum_evidence: scenario.minimumEvidence,
  score_method: scenario.scoreMethod,
  on_api: toFlag(scenario.onApi),
  on_data_api: toFlag(scenario.onDataApi),
  on_batch: toFlag(scenario.onBatch),
  on_search: toFlag(scenario.onSearch),
  on_insert: toFlag(scenario.onInsert),
  is_hidden: toFlag(scenario.isHidden),
});

/** Stores a scenario's fields in their given order under new ids. */
async function insertFields(db: Kysely<Database>, scenarioId: string, fields: ScenarioDefinition['fields']) {
  if (fields.length === 0) return;
  const ids = await allocateIds(db, OWN_KEY_PREFIXES.scenarioField, fields.length);
  await db
    .insertInto('scenario_fields')
    .values(
      fields.map((field, position) => ({
        id: ids[position]!,
        scenario_id: scenarioId,
        field: field.field,
        match_method: field.matchMethod,
        match_config: field.matchConfig ? toJson(field.matchConfig) : null,
        synonym_list: field.synonymList,
        frequent_list: field.frequentList,
        weight: field.weight,
        do_not_index: toFlag(field.doNotIndex),
        index_groups: toJson(field.indexGroups),
        guard: toFlag(field.guard),
        identifier: toFlag(field.identifier),
        position,
      })),
    )
    .execute();
}

/** Stores new scenarios (inside the caller's transaction), appended after their types' existing ones. */
export async function createScenarios(db: Kysely<Database>, scenarios: NewScenario[]): Promise<string[]> {
  const scenarioIds = await allocateIds(db, OWN_KEY_PREFIXES.scenario, scenarios.length);
  const nextPosition = new Map<string, number>();
  for (const [index, scenario] of scenarios.entries()) {
    let position = nextPosition.get(scenario.recordType);
    if (position === undefined) {
      const { last } = await db
        .selectFrom('scenarios')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('record_type', '=', scenario.recordType)
        .executeTakeFirstOrThrow();
      position = last === null ? 0 : Number(last) + 1;
    }
    nextPosition.set(scenario.recordType, position + 1);
    const resolved = resolvedScenario(scenario, scenarioIds[index]!);
    await db
      .insertInto('scenarios')
      .values({ id: resolved.id, ...scenarioRow(resolved), position })
      .execute();
    await insertFields(db, resolved.id, resolved.fields);
  }
  return scenarioIds;
}

/** Replaces a stored scenario's settings and fields, keeping its id, its place and (modelKept) its model. */
export async function replaceScenario(
  db: Kysely<Database>,
  current: ScenarioDefinition,
  scenario: NewScenario,
): Promise<void> {
  const resolved = resolvedScenario(scenario, current.id);
  await db
    .updateTable('scenarios')
    .set({ ...scenarioRow(resolved), ...(modelKept(current, scenario) ? {} : { model: null }) })
    .where('id', '=', current.id)
    .execute();
  await db.deleteFrom('scenario_fields').where('scenario_id', '=', current.id).execute();
  await insertFields(db, current.id, resolved.fields);
}

export async function deleteScenario(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('scenario_fields').where('scenario_id', '=', id).execute();
  await db.deleteFrom('scenarios').where('id', '=', id).execute();
}

/** The stored scenario with this 15-character id, with its fields. */
export async function findScenario(
  db: Kysely<Database>,
  id: string,
): Promise<ScenarioDefinition | undefined> {
  const row = await db.selectFrom('scenarios').select('record_type').where('id', '=', id).executeTakeFirst();
  return row && (await listScenarios(db, row.record_type)).find((scenario) => scenario.id === id);
}
