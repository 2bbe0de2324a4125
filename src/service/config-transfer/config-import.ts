import type { Kysely } from 'kysely';
import { scenarioDifferences } from './scenario-differences';
import type { ConfigChange, Configuration } from '../../contract/config-transfer';
import type { Filter } from '../../contract/filters';
import { DEFAULT_UPDATE_RULE, type FieldUpdateRule } from '../../contract/update-rules';
import { deleteFilter, listFilters, saveFilter } from '../filters/filter-store';
import { changeMatchingConfiguration, type ReindexSettings } from '../index-builds/configuration-change';
import type { CrossObjectMapping, RecordTypeDefinition } from '../records/record-type';
import {
  replaceCrossObjects,
  replaceSourceTrust,
  replaceUpdateRules,
  type RecordTypeStore,
} from '../records/record-type-store';
import { resolvedScenario, type NewScenario, type ScenarioDefinition } from '../scenarios/scenario';
import { createScenarios, deleteScenario, listScenarios, replaceScenario } from '../scenarios/scenario-store';
import type { Database } from '../storage/schema';
import { loadWordLists, saveWordList } from '../word-lists/word-list-store';
import { updateRulesOf } from './config-export';
import { planImport, type ImportPlan } from './config-import-plan';
import { pacing } from '../processes/pacing';
import type { ScheduleActor } from '../schedules/schedule-store';
import { saveScheduleSteps, scheduleSteps, type ScheduleStep } from './config-schedules';

export interface ConfigImportDependencies extends ReindexSettings {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What an import does to one record type, against what the store holds now. */
interface ObjectSteps {
  type: RecordTypeDefinition;
  replaced: { current: ScenarioDefinition; scenario: NewScenario; changes: boolean }[];
  added: NewScenario[];
  removed: ScenarioDefinition[];
  /** Absent: the configuration says nothing of filters, and the stored ones stay. */
  filters?: { saved: { filter: Filter; current: Filter | undefined }[]; removed: Filter[] };
  crossObjects?: CrossObjectMapping[];
  updateRules?: FieldUpdateRule[];
  sourceTrust?: string[];
}

interface ImportSteps {
  plan: ImportPlan;
  /** The custom word lists there are now: name → kind and entries, compared as canonical JSON. */
  existingLists: ReadonlyMap<string, string>;
  objects: ObjectSteps[];
  schedules: ScheduleStep[];
  /** The plan's warnings and those of the schedules left out. */
  warnings: string[];
}

/** JSON with keys in order: a stored scenario and an imported one compare equal whatever order built them. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const listContents = (list: { kind: string; entries: unknown }) =>
  canonical({ kind: list.kind, entries: list.entries });

/** A scenario as its settings read, without what the store adds (ids, a trained model). */
const settingsOf = (scenario: ScenarioDefinition) =>
  canonical({
    ...scenario,
    id: null,
    model: null,
    fields: scenario.fields.map((field) => ({ ...field, id: null })),
  });

/**
 * What importing `configuration` does, read from `db` (the import's transaction, or the store for a dry run),
 * pausing for other requests with `pace`.
 */
async function importSteps(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  configuration: Configuration,
  pace: () => Promise<void>,
): Promise<ImportSteps> {
  const lists = await loadWordLists(db);
  await pace();
  const plan = await planImport(
    configuration,
    {
      recordType: (name) => recordTypes.byApiName(name),
      wordLists: new Map(lists.map((list) => [list.name, list.kind])),
      builtInWordLists: new Set(lists.filter((list) => list.builtIn).map((list) => list.name)),
    },
    pace,
  );
  const objects: ObjectSteps[] = [];
  for (const object of plan.objects) {
    await pace();
    const stored = await listScenarios(db, object.type.name);
    const steps: ObjectSteps = { type: object.type, replaced: [], added: [], removed: [] };
    for (const scenario of object.scenarios) {
      await pace();
      const current = stored.find((one) => sameName(one.name, scenario.name));
      if (!current) steps.added.push(scenario);
      else {
        const changes = settingsOf(current) !== settingsOf(resolvedScenario(scenario, current.id));
        steps.replaced.push({ current, scenario, changes });
      }
    }
    const kept = [...object.scenarios.map((one) => one.name), ...object.skippedScenarios];
    steps.removed = stored.filter((one) => !kept.some((name) => sameName(name, one.name)));
    if (object.crossObjects) steps.crossObjects = object.crossObjects;
    if (object.updateRules) steps.updateRules = object.updateRules;
    if (object.sourceTrust) steps.sourceTrust = object.sourceTrust;
    if (object.filters) {
      const current = await listFilters(db, object.type.name);
      const given = object.filters;
      steps.filters = {
        saved: given.map((filter) => ({
          filter,
          current: current.find((one) => one.developerName === filter.developerName),
        })),
        removed: current.filter((one) => !given.some((filter) => filter.developerName === one.developerName)),
      };
    }
    objects.push(steps);
  }
  const schedules = await scheduleSteps(db, recordTypes, configuration.schedules ?? []);
  return {
    plan,
    existingLists: new Map(
      lists.filter((list) => !list.builtIn).map((list) => [list.name, listContents(list)]),
    ),
    objects,
    schedules: schedules.steps,
    warnings: [...plan.warnings, ...schedules.warnings],
  };
}

/** Rules as they mean: by field, OVERWRITE left out (it is what no rule says). */
const rulesOf = (rules: readonly FieldUpdateRule[]) =>
  canonical(
    Object.fromEntries(
      rules.filter(({ rule }) => rule !== DEFAULT_UPDATE_RULE).map(({ field, rule }) => [field, rule]),
    ),
  );

const removedWarning = (type: string, what: string, name: string) =>
  `${type} ${what} '${name}' removed: the configuration does not have it`;

/**
 * Makes each imported record type's configuration the one given, in one transaction: custom word lists created or
 * replaced, scenarios replaced by name (keeping their ids), added, or removed when the configuration no longer has
 * them, filters likewise when it carries them, and its update rules and source ranking when it carries them; the
 * schedules it carries are created or changed (config-schedules). Answers the warnings: what was left out, and what
 * was removed.
 *
 * The work is paced (see pacing) so that requests are answered meanwhile, and the match index of every type whose
 * keys the import changes is built in the background, however few its records: indexing a type again inside the
 * transaction costs its records times the keys of its scenarios, of which an import can bring thousands, and holds
 * the process all along. Searches keep the configuration in force until the build completes.
 */
export async function importConfiguration(
  deps: ConfigImportDependencies,
  configuration: Configuration,
  actor: ScheduleActor,
): Promise<string[]> {
  const pace = pacing();
  await pace();
  const inBackground = { ...deps, inlineReindexRecords: 0 };
  const warnings = await changeMatchingConfiguration(deps.db, inBackground, async (trx) => {
    await pace();
    const steps = await importSteps(trx, deps.recordTypes, configuration, pace);
    const { plan, objects } = steps;
    const warnings = [...steps.warnings];
    for (const list of plan.wordLists) {
      await pace();
      await saveWordList(trx, list, false);
    }
    for (const steps of objects) {
      const type = steps.type.name;
      for (const { current, scenario } of steps.replaced) {
        await pace();
        await replaceScenario(trx, current, scenario);
      }
      for (const scenario of steps.added) {
        await pace();
        await createScenarios(trx, [scenario]);
      }
      for (const current of steps.removed) {
        await pace();
        await deleteScenario(trx, current.id);
        warnings.push(removedWarning(type, 'scenario', current.name));
      }
      if (steps.crossObjects) await replaceCrossObjects(trx, type, steps.crossObjects);
      if (steps.updateRules) await replaceUpdateRules(trx, type, steps.updateRules);
      if (steps.sourceTrust) await replaceSourceTrust(trx, type, steps.sourceTrust);
      for (const { filter } of steps.filters?.saved ?? []) {
        await pace();
        await saveFilter(trx, filter);
      }
      for (const current of steps.filters?.removed ?? []) {
        await pace();
        await deleteFilter(trx, type, current.developerName);
        warnings.push(removedWarning(type, 'filter', current.developerName));
      }
    }
    await saveScheduleSteps(trx, steps.schedules, actor, new Date());
    return { result: warnings, affectedTypes: objects.map((steps) => steps.type.name) };
  });
  // Cross-object mappings are part of the record types, which this process keeps: read them again now.
  await deps.recordTypes.load();
  return warnings;
}

/** What importing `configuration` would add, change and remove, and what it would leave out; nothing is written. */
export async function dryRunImport(
  deps: ConfigImportDependencies,
  configuration: Configuration,
): Promise<{ changes: ConfigChange[]; warnings: string[] }> {
  const pace = pacing();
  await pace();
  const { plan, existingLists, objects, schedules, warnings } = await importSteps(
    deps.db,
    deps.recordTypes,
    configuration,
    pace,
  );
  const changes: ConfigChange[] = plan.wordLists.flatMap((list): ConfigChange[] => {
    const existing = existingLists.get(list.name);
    if (existing === listContents(list)) return [];
    return [
      {
        kind: 'WORD_LIST',
        objectType: null,
        name: list.name,
        action: existing ? 'CHANGE' : 'ADD',
        settings: [],
      },
    ];
  });
  for (const steps of objects) {
    const objectType = steps.type.name;
    const change = (
      kind: ConfigChange['kind'],
      name: string,
      action: ConfigChange['action'],
      settings: ConfigChange['settings'] = [],
    ): ConfigChange => ({ kind, objectType, name, action, settings });
    changes.push(
      ...steps.replaced
        .filter((one) => one.changes)
        .map((one) =>
          change(
            'SCENARIO',
            one.current.name,
            'CHANGE',
            scenarioDifferences(one.current, resolvedScenario(one.scenario, one.current.id)),
          ),
        ),
      ...steps.added.map((scenario) => change('SCENARIO', scenario.name, 'ADD')),
      ...steps.removed.map((scenario) => change('SCENARIO', scenario.name, 'REMOVE')),
      ...(steps.filters?.saved ?? []).flatMap(({ filter, current }) =>
        !current
          ? [change('FILTER', filter.developerName, 'ADD')]
          : canonical(current) !== canonical(filter)
            ? [change('FILTER', filter.developerName, 'CHANGE')]
            : [],
      ),
      ...(steps.filters?.removed ?? []).map((filter) => change('FILTER', filter.developerName, 'REMOVE')),
      ...(steps.crossObjects && canonical(steps.crossObjects) !== canonical(steps.type.crossObjects ?? [])
        ? [change('CROSS_OBJECTS', objectType, 'CHANGE')]
        : []),
      ...(steps.updateRules && rulesOf(steps.updateRules) !== rulesOf(updateRulesOf(steps.type))
        ? [change('UPDATE_RULES', objectType, 'CHANGE')]
        : []),
      ...(steps.sourceTrust && canonical(steps.sourceTrust) !== canonical(steps.type.sourceTrust ?? [])
        ? [change('SOURCE_TRUST', objectType, 'CHANGE')]
        : []),
    );
  }
  changes.push(
    ...schedules
      .filter((step) => step.changes)
      .map((step): ConfigChange => ({
        kind: 'SCHEDULE',
        objectType: step.input.job.objectType,
        name: step.input.name,
        action: step.current ? 'CHANGE' : 'ADD',
        settings: [],
      })),
  );
  return { changes, warnings };
}
