import type {
  ConfigCrossObject,
  ConfigObject,
  ConfigScenario,
  ConfigScenarioField,
  Configuration,
} from '../../contract/config-transfer';
import type { Filter } from '../../contract/filters';
import { MATCH_METHODS, SCORE_METHODS, type MatchMethod, type ScoreMethod } from '../../contract/matching';
import type { ScenarioInput } from '../../contract/scenario-admin';
import { UPDATE_RULES, type FieldUpdateRule, type UpdateRule } from '../../contract/update-rules';
import type { WordListKind } from '../../contract/word-lists';
import { checkConditions } from '../filters/filter-validation';
import { validationMessage } from '../http/validation-message';
import type { CrossObjectMapping, RecordTypeDefinition } from '../records/record-type';
import {
  checkCrossObjects,
  checkSourceTrust,
  checkUpdateRules,
} from '../record-type-admin/record-type-admin';
import { checkScenarioInput } from '../scenario-admin/scenario-input-check';
import type { NewScenario } from '../scenarios/scenario';
import { checkWordList, type ValidWordList } from '../word-lists/word-list-validation';
import { pacing } from '../processes/pacing';

/** What an import can rely on in the store it imports into. */
export interface ImportContext {
  recordType: (name: string) => RecordTypeDefinition | undefined;
  /** The word lists there are, by name. */
  wordLists: ReadonlyMap<string, WordListKind>;
  /** Names of the built-in lists, which ship with the code and are never replaced. */
  builtInWordLists: ReadonlySet<string>;
}

export interface ObjectPlan {
  type: RecordTypeDefinition;
  scenarios: NewScenario[];
  /** Scenarios the configuration has but could not be imported: a stored one of the name is left as it is. */
  skippedScenarios: string[];
  /** Absent when the configuration says nothing of filters (the original's never does): stored ones stay. */
  filters?: Filter[];
  /** Absent when the configuration says nothing of them, or they cannot work here: stored ones stay. */
  crossObjects?: CrossObjectMapping[];
  /** Absent when the configuration says nothing of them, or they cannot work here: stored ones stay. */
  updateRules?: FieldUpdateRule[];
  /** Likewise: absent leaves the stored ranking of sources. */
  sourceTrust?: string[];
}

export interface ImportPlan {
  wordLists: (ValidWordList & { name: string })[];
  objects: ObjectPlan[];
  warnings: string[];
}

/** The original's scenario flags for features this service does not have. */
const UNSUPPORTED_FLAGS = [
  'onWeb2Lead',
  'onUpload',
  'onSingleUpload',
  'onUpdate',
  'onConvert',
  'onCheck',
  'onLayout',
  'onEntry',
  'onDirect',
  'onRVUpdate',
  'onRVInsert',
];

const OBJECT_KEYS = new Set([
  'objectId',
  'objectName',
  'objectPrefix',
  'recordCount',
  'crossObjects',
  'crossObject',
  'resultFields',
  'scenarios',
  'filters',
  'updateRules',
  'sourceTrust',
]);

/** A setting left at what the original means by "not set". */
const isUnset = (value: unknown) =>
  value === null || value === undefined || value === false || value === '' || value === 'NONE;';

const listOf = (items: readonly string[]) => items.join(', ');

/** "1", "1,3" or "1;3": the groups, or undefined when the text is none of these. */
function parseIndexGroup(text: string | null | undefined): number[] | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const groups = text.split(/[,;]/).map((part) => Number(part.trim()));
  return groups.every((group) => Number.isInteger(group) && group >= 1 && group <= 99) ? groups : undefined;
}

/**
 * A configured scenario as the admin API's input, leaving out with a warning what cannot work here: a field the
 * record type lacks, a method this service does not have, a word list that is not there.
 */
function scenarioInput(
  scenario: ConfigScenario,
  type: RecordTypeDefinition,
  context: ImportContext,
  warn: (text: string) => void,
): ScenarioInput {
  const where = `${type.name} scenario '${scenario.name}'`;
  const unsupported = UNSUPPORTED_FLAGS.filter(
    (flag) => (scenario as Record<string, unknown>)[flag] === true,
  );
  if (unsupported.length > 0)
    warn(`${where}: ${listOf(unsupported)} are features this service lacks; ignored`);
  let scoreMethod: ScoreMethod = 'SEARCH';
  if (SCORE_METHODS.includes(scenario.scoreMethod as ScoreMethod))
    scoreMethod = scenario.scoreMethod as ScoreMethod;
  else if (scenario.scoreMethod !== undefined)
    warn(`${where}: score method ${scenario.scoreMethod} is unknown here; scored as SEARCH`);

  const fields = scenario.fields.flatMap((field: ConfigScenarioField): ScenarioInput['scenarioFields'] => {
    if (!MATCH_METHODS.includes(field.matchMethod as MatchMethod)) {
      warn(`${where}: field ${field.field} left out: match method ${field.matchMethod} is unknown here`);
      return [];
    }
    if (!type.fields.some((candidate) => candidate.name === field.field)) {
      warn(`${where}: field ${field.field} left out: ${type.name} has no such field here`);
      return [];
    }
    const list = (name: string | null | undefined, kind: WordListKind) => {
      if (!name) return null;
      if (context.wordLists.get(name) === kind) return name;
      warn(`${where}: field ${field.field}: no ${kind} word list '${name}' here; compared without it`);
      return null;
    };
    const indexGroup = parseIndexGroup(field.indexGroup);
    if (field.indexGroup && !indexGroup)
      warn(
        `${where}: field ${field.field}: index group '${field.indexGroup}' is not a number; given its own group`,
      );
    return [
      {
        field: field.field,
        matchMethod: field.matchMethod as MatchMethod,
        matchConfig: field.matchConfig ?? null,
        synonymList: list(field.synonymList, 'SYNONYM'),
        frequentList: list(field.frequentList, 'FREQUENT'),
        weight: field.weight,
        doNotIndex: field.doNotIndex ?? false,
        ...(indexGroup ? { indexGroup } : {}),
        ...(field.guard === undefined ? {} : { guard: field.guard }),
        ...(field.identifier === undefined ? {} : { identifier: field.identifier }),
      },
    ];
  });
  return {
    objectName: type.name,
    scenarioName: scenario.name,
    scoreMethod,
    threshold: scenario.threshold,
    ...(scenario.minimumEvidence === undefined ? {} : { minimumEvidence: scenario.minimumEvidence }),
    onApi: scenario.onApi ?? false,
    onDataApi: scenario.onDataApi ?? false,
    onBatch: scenario.onBatch ?? false,
    onSearch: scenario.onSearch ?? false,
    onInsert: scenario.onInsert ?? false,
    isHidden: scenario.isHidden ?? false,
    scenarioFields: fields,
  };
}

/**
 * The original's cross-object rows as this store's mappings, one per target type in the order first named; rows of
 * another source type, or mappings that name types or fields this store lacks, leave the stored ones as they are.
 */
function crossObjectPlan(
  type: RecordTypeDefinition,
  rows: readonly ConfigCrossObject[],
  context: ImportContext,
  warn: (text: string) => void,
): CrossObjectMapping[] | undefined {
  const mappings: CrossObjectMapping[] = [];
  for (const row of rows) {
    if (row.objectFrom !== type.name) {
      warn(
        `${type.name}: a cross-object row from ${row.objectFrom} left out: it belongs to that record type`,
      );
      continue;
    }
    let mapping = mappings.find((one) => one.objectTo === row.objectTo);
    if (!mapping) mappings.push((mapping = { objectTo: row.objectTo, fields: [] }));
    mapping.fields.push({ fieldFrom: row.fieldFrom, fieldTo: row.fieldTo });
  }
  const problems = checkCrossObjects(type, { mappings }, context.recordType);
  if (problems.length === 0) return mappings;
  warn(`${type.name}: cross-object mappings left as they are: ${validationMessage(problems)}`);
  return undefined;
}

const isUpdateRule = (rule: string): rule is UpdateRule => (UPDATE_RULES as readonly string[]).includes(rule);

/**
 * The update rules to import, all or none: a rule left out is OVERWRITE, so dropping one that cannot work here
 * would loosen a field the configuration means to protect.
 */
function updateRulesPlan(
  type: RecordTypeDefinition,
  given: readonly { field: string; rule: string }[],
  warn: (text: string) => void,
): FieldUpdateRule[] | undefined {
  const unknown = given.flatMap(({ field, rule }, index) =>
    isUpdateRule(rule) ? [] : [{ field: `updateRules.${index}.rule`, problem: `${field}: no rule ${rule}` }],
  );
  const rules = given.flatMap(({ field, rule }) => (isUpdateRule(rule) ? [{ field, rule }] : []));
  const problems = [...unknown, ...checkUpdateRules(type, { rules })];
  if (problems.length === 0) return rules;
  warn(`${type.name}: update rules left as they are: ${validationMessage(problems)}`);
  return undefined;
}

/** The ranking of sources to import, whole or not at all: a source dropped would rank below every listed one. */
function sourceTrustPlan(
  type: RecordTypeDefinition,
  given: readonly string[],
  warn: (text: string) => void,
): string[] | undefined {
  const malformed = given.flatMap((source, index) =>
    /^\S{1,100}$/.test(source)
      ? []
      : [{ field: `sourceTrust.${index}`, problem: 'a source is a client id or import, without spaces' }],
  );
  const problems = [...malformed, ...checkSourceTrust({ sources: [...given] })];
  if (given.length > 50) problems.push({ field: 'sourceTrust', problem: 'at most 50 sources are ranked' });
  if (problems.length === 0) return [...given];
  warn(`${type.name}: source ranking left as it is: ${validationMessage(problems)}`);
  return undefined;
}

async function planObject(
  object: ConfigObject,
  context: ImportContext,
  warn: (text: string) => void,
  pace: () => Promise<void>,
): Promise<ObjectPlan | undefined> {
  const type = context.recordType(object.objectName);
  if (!type) {
    warn(
      `${object.objectName}: no record type of that name here; its ${object.scenarios.length} scenarios were not imported`,
    );
    return undefined;
  }
  if (object.objectPrefix && object.objectPrefix !== type.keyPrefix)
    warn(
      `${type.name}: key prefix ${object.objectPrefix} differs from this store's ${type.keyPrefix}; imported by name`,
    );
  const crossObjects = object.crossObjects && crossObjectPlan(type, object.crossObjects, context, warn);
  if ((object.resultFields ?? []).length > 0)
    warn(
      `${type.name}: result fields are not used here (the console shows the search form's fields); ignored`,
    );
  const ignored = Object.entries(object)
    .filter(([key, value]) => !OBJECT_KEYS.has(key) && !isUnset(value))
    .map(([key]) => key);
  if (ignored.length > 0) warn(`${type.name}: settings this service lacks, ignored: ${listOf(ignored)}`);

  const scenarios: NewScenario[] = [];
  const skippedScenarios: string[] = [];
  for (const scenario of object.scenarios) {
    await pace();
    const checked = checkScenarioInput(scenarioInput(scenario, type, context, warn), {
      type,
      wordLists: context.wordLists,
      otherNames: scenarios.map((one) => one.name),
    });
    if ('scenario' in checked) {
      scenarios.push(checked.scenario);
      continue;
    }
    skippedScenarios.push(scenario.name);
    warn(`${type.name} scenario '${scenario.name}' not imported: ${validationMessage(checked.problems)}`);
  }

  let filters: Filter[] | undefined;
  if (object.filters) {
    filters = [];
    for (const filter of object.filters) {
      await pace();
      const checked = checkConditions(type, filter.conditions);
      if ('problems' in checked) {
        warn(
          `${type.name} filter '${filter.developerName}' not imported: ${validationMessage(checked.problems)}`,
        );
        continue;
      }
      filters.push({
        developerName: filter.developerName,
        label: filter.label,
        recordType: type.name,
        conditions: checked.conditions,
      });
    }
  }
  const updateRules = object.updateRules && updateRulesPlan(type, object.updateRules, warn);
  const sourceTrust = object.sourceTrust && sourceTrustPlan(type, object.sourceTrust, warn);
  return {
    type,
    scenarios,
    skippedScenarios,
    ...(filters ? { filters } : {}),
    ...(crossObjects ? { crossObjects } : {}),
    ...(updateRules ? { updateRules } : {}),
    ...(sourceTrust ? { sourceTrust } : {}),
  };
}

/**
 * What importing a configuration will do, decided before anything is written: the custom word lists first (the
 * scenarios may name them), then each record type's scenarios and filters, each checked as the admin API checks
 * it. Whatever cannot be used here is left out with a warning that says so; nothing is changed silently. A large
 * configuration is checked in slices between which other requests run.
 */
export async function planImport(
  configuration: Configuration,
  context: ImportContext,
  pace = pacing(),
): Promise<ImportPlan> {
  const warnings: string[] = [];
  const warn = (text: string) => warnings.push(text);
  const wordLists: ImportPlan['wordLists'] = [];
  const kinds = new Map(context.wordLists);
  for (const list of configuration.wordLists ?? []) {
    await pace();
    if (context.builtInWordLists.has(list.name)) {
      warn(`word list '${list.name}' is built in here; the built-in one is kept`);
      continue;
    }
    const checked = checkWordList(list.name, { kind: list.kind, entries: list.entries }, []);
    if ('problems' in checked) {
      warn(`word list '${list.name}' not imported: ${validationMessage(checked.problems)}`);
      continue;
    }
    wordLists.push({ name: list.name, ...checked.list });
    kinds.set(list.name, checked.list.kind);
  }
  const objects: ObjectPlan[] = [];
  for (const object of configuration.objects) {
    const planned = await planObject(object, { ...context, wordLists: kinds }, warn, pace);
    if (planned) objects.push(planned);
  }
  const settings = Object.keys(configuration.customSettings ?? {});
  if (settings.length > 0) warn(`custom settings are not used here, ignored: ${listOf(settings)}`);
  return { wordLists, objects, warnings };
}
