import type { Kysely } from 'kysely';
import type {
  ConfigCrossObject,
  ConfigObject,
  ConfigScenario,
  Configuration,
  ConfigWordList,
} from '../../contract/config-transfer';
import { DEFAULT_UPDATE_RULE, type FieldUpdateRule } from '../../contract/update-rules';
import { listFilters } from '../filters/filter-store';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import type { ScenarioDefinition } from '../scenarios/scenario';
import { listScenarios } from '../scenarios/scenario-store';
import type { Database } from '../storage/schema';
import { loadWordLists } from '../word-lists/word-list-store';
import { listSchedules } from '../schedules/schedule-store';

/** The original writes one index group per field as text; several are joined with commas. */
const indexGroupText = (groups: readonly number[]) => groups.join(',');

/** A record type's cross-object mappings as the original lists them: one row per pair of fields. */
const crossObjectRows = (type: RecordTypeDefinition): ConfigCrossObject[] =>
  (type.crossObjects ?? []).flatMap((mapping) =>
    mapping.fields.map((pair) => ({
      objectFrom: type.name,
      fieldFrom: pair.fieldFrom,
      objectTo: mapping.objectTo,
      fieldTo: pair.fieldTo,
    })),
  );

/** A scenario in the export's shape; a trained model stays behind, being learned from this store's records. */
const toConfigScenario = (scenario: ScenarioDefinition): ConfigScenario => ({
  name: scenario.name,
  threshold: scenario.threshold,
  scoreMethod: scenario.scoreMethod,
  onApi: scenario.onApi,
  onDataApi: scenario.onDataApi,
  onBatch: scenario.onBatch,
  onSearch: scenario.onSearch,
  onInsert: scenario.onInsert,
  isHidden: scenario.isHidden,
  minimumEvidence: scenario.minimumEvidence,
  fields: scenario.fields.map((field) => ({
    field: field.field,
    matchMethod: field.matchMethod,
    frequentList: field.frequentList,
    synonymList: field.synonymList,
    weight: field.weight,
    indexGroup: indexGroupText(field.indexGroups),
    doNotIndex: field.doNotIndex,
    matchConfig: field.matchConfig,
    guard: field.guard,
    identifier: field.identifier,
  })),
});

/** A type's update rules as a configuration carries them: each field's that is not OVERWRITE, in field order. */
export const updateRulesOf = (type: RecordTypeDefinition): FieldUpdateRule[] =>
  type.fields.flatMap(({ name, updateRule }) =>
    updateRule && updateRule !== DEFAULT_UPDATE_RULE ? [{ field: name, rule: updateRule }] : [],
  );

/**
 * The matching configuration in the original's export shape: every record type with its cross-object mappings
 * and scenarios, and as Steward extensions its search filters, update rules and source ranking, the custom word
 * lists (built-in ones ship with every version and are not exported) and the schedules of duplicate jobs.
 */
export async function exportConfiguration(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  now = new Date(),
): Promise<Configuration> {
  const counts = new Map(
    (
      await db
        .selectFrom('records')
        .select(['record_type', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('record_type')
        .execute()
    ).map((row) => [row.record_type, Number(row.count)]),
  );
  const objects: ConfigObject[] = [];
  for (const type of recordTypes.all()) {
    objects.push({
      objectName: type.name,
      objectPrefix: type.keyPrefix,
      recordCount: counts.get(type.name) ?? 0,
      crossObjects: crossObjectRows(type),
      resultFields: [],
      scenarios: (await listScenarios(db, type.name)).map(toConfigScenario),
      filters: (await listFilters(db, type.name)).map(({ developerName, label, conditions }) => ({
        developerName,
        label,
        conditions,
      })),
      updateRules: updateRulesOf(type),
      sourceTrust: [...(type.sourceTrust ?? [])],
    });
  }
  const wordLists = (await loadWordLists(db))
    .filter((list) => !list.builtIn)
    .map((list) => ({ name: list.name, kind: list.kind, entries: list.entries }) as ConfigWordList);
  const schedules = (await listSchedules(db)).map(({ name, cron, timeZone, enabled, scope, job }) => ({
    name,
    cron,
    timeZone,
    enabled,
    scope,
    job,
  }));
  return { exportTime: now.toISOString(), managed: false, objects, customSettings: {}, wordLists, schedules };
}
