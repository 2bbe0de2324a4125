import type { Kysely } from 'kysely';
import { parseRecordId, toId18 } from '../../contract/record-id';
import type { ExplainOutput } from '../../contract/explain';
import type { SearchInput, SearchOutput, SearchResult } from '../../contract/search';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { searchFilter } from '../filters/search-filter';
import { ApiError } from '../http/api-error';
import {
  combineScenarios,
  prepareInput,
  scoreScenario,
  type CandidateOutcome,
} from '../matching/scoring/score-scenario';
import { findRecords, type StoredRecord } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { toSObject, type RelatedRecord } from '../records/sobject-serializer';
import type { Database } from '../storage/schema';
import { findCandidatesFor } from './candidate-retrieval';
import { explainScenario } from './explain-scenario';
import { crossObjectInputs } from './cross-object-inputs';
import { filteredCandidates } from './filtered-candidates';
import type { MatchingConfiguration, PlannedScenario } from './matching-configuration';
import { preparedFields } from './record-index';

export interface SearchDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  /** The configuration in force, reloaded when another change has been stored. */
  matching: () => Promise<MatchingConfiguration>;
  /** Most candidates scored per search. */
  candidateCap: number;
}

const invalid = (field: string, message: string) =>
  new ApiError(400, 'INVALID_INPUT', `${field}: ${message}`, [field]);

function recordTypeOf(deps: SearchDependencies, prefix: string): RecordTypeDefinition {
  const type = deps.recordTypes.byKeyPrefix(prefix);
  if (!type) throw invalid('objectPrefix', `no record type has the key prefix '${prefix}'`);
  return type;
}

/** The input values to search with; unknown fields are refused, empty ones ignored. */
function inputValues(
  type: RecordTypeDefinition,
  objectData: SearchInput['objectData'],
): Record<string, string> {
  const known = new Set(type.fields.map((field) => field.name));
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(objectData)) {
    if (!known.has(field)) throw invalid(`objectData.${field}`, `${type.name} has no field ${field}`);
    if (value !== null && value.trim() !== '') values[field] = value;
  }
  return values;
}

/** The visible scenarios the API uses by default. */
const apiScenarios = (matching: MatchingConfiguration, type: RecordTypeDefinition) =>
  matching.scenariosOf(type.name).filter(({ definition }) => definition.onApi && !definition.isHidden);

/** `scenarioIds` when given (each must be a scenario of the type), else the visible scenarios used by the API. */
function selectScenarios(
  matching: MatchingConfiguration,
  type: RecordTypeDefinition,
  scenarioIds?: string[],
) {
  if (!scenarioIds) return apiScenarios(matching, type);
  return scenarioIds.map((given, index) => {
    const field = `scenarioIds.${index}`;
    const id15 = parseRecordId(given);
    const scenario = id15 ? matching.scenario(id15) : undefined;
    if (!scenario) throw invalid(field, `'${given}' is not the id of a scenario`);
    if (scenario.definition.recordType !== type.name) {
      throw invalid(
        field,
        `scenario '${given}' (${scenario.definition.name}) belongs to ${scenario.definition.recordType}, not ${type.name}`,
      );
    }
    return scenario;
  });
}

async function relatedRecords(deps: SearchDependencies, type: RecordTypeDefinition, records: StoredRecord[]) {
  const referenceFields = type.fields.filter((field) => field.type === 'reference');
  const ids = new Set<string>();
  for (const record of records) {
    for (const field of referenceFields) {
      const value = record.values[field.name];
      if (typeof value === 'string') ids.add(value);
    }
  }
  const related = new Map<string, RelatedRecord>();
  for (const record of await findRecords(deps.db, [...ids])) {
    const relatedType = deps.recordTypes.byApiName(record.type);
    if (relatedType) related.set(record.id, { type: relatedType, record });
  }
  return (id15: string) => related.get(id15);
}

interface SearchRun {
  type: RecordTypeDefinition;
  duplicates: CandidateOutcome<string>[];
  records: ReadonlyMap<string, StoredRecord>;
  related: (id15: string) => RelatedRecord | undefined;
}

/**
 * Searches the records of one type for duplicates of the given values: candidates from the blocking index (only
 * those satisfying the filter, when there is one), each scored with every given scenario, kept when it reaches at
 * least one (design.md §5).
 */
async function runSearch(
  deps: SearchDependencies,
  type: RecordTypeDefinition,
  values: Readonly<Record<string, string>>,
  scenarios: readonly PlannedScenario[],
  filter?: RecordPredicate,
): Promise<SearchRun> {
  const prepared = scenarios.map(({ plan }) => ({ plan, input: prepareInput(plan, values) }));
  const candidates = filter
    ? await filteredCandidates(deps.db, type.name, prepared, deps.candidateCap, filter)
    : await findRecords(deps.db, await findCandidatesFor(deps.db, type.name, prepared, deps.candidateCap));
  const records = new Map(candidates.map((record) => [record.id, record]));

  const duplicates = combineScenarios(
    [...records.values()].map((record) => {
      const candidateValue = preparedFields(record.values);
      return {
        id: record.id,
        outcomes: prepared.map(({ plan, input: fields }) => scoreScenario(plan, fields, candidateValue)),
      };
    }),
  );
  const related = await relatedRecords(
    deps,
    type,
    duplicates.map((duplicate) => records.get(duplicate.id)!),
  );
  return { type, duplicates, records, related };
}

/**
 * The search of the input's type, then one of each cross-object type the input fills a mapped field of, scored
 * with that type's own API scenarios. Named `scenarioIds` mean exactly those scenarios, so they search the input's
 * type only; a filter belongs to the input's type too.
 */
async function runSearches(deps: SearchDependencies, input: SearchInput): Promise<SearchRun[]> {
  const type = recordTypeOf(deps, input.objectPrefix);
  const values = inputValues(type, input.objectData);
  const matching = await deps.matching();
  const scenarios = selectScenarios(matching, type, input.scenarioIds);
  const filter =
    input.filterDeveloperName === undefined
      ? undefined
      : await searchFilter(deps.db, type, input.filterDeveloperName);
  const runs = [await runSearch(deps, type, values, scenarios, filter)];
  if (input.scenarioIds) return runs;
  for (const other of crossObjectInputs(type, values, (name) => deps.recordTypes.byApiName(name))) {
    runs.push(await runSearch(deps, other.type, other.values, apiScenarios(matching, other.type)));
  }
  return runs;
}

/**
 * Results keyed by prefix: the input's type always (`[]` when nothing matched), another type only when it has
 * matches.
 */
function byPrefix<Result>(
  runs: SearchRun[],
  toResults: (run: SearchRun) => Result[],
): Record<string, Result[]> {
  const output: Record<string, Result[]> = {};
  runs.forEach((run, index) => {
    const results = toResults(run);
    if (index === 0 || results.length > 0) output[run.type.keyPrefix] = results;
  });
  return output;
}

function toSearchResult(run: SearchRun, duplicate: CandidateOutcome<string>): SearchResult {
  return {
    score: duplicate.score,
    scenarioScores: duplicate.reached.map((outcome) => ({
      scenarioScore: outcome.score,
      scenarioName: outcome.plan.scenarioName,
      scenarioId: toId18(outcome.plan.scenarioId),
    })),
    objectData: toSObject(run.type, run.records.get(duplicate.id)!, run.related),
  };
}

export async function searchDuplicates(deps: SearchDependencies, input: SearchInput): Promise<SearchOutput> {
  return byPrefix(await runSearches(deps, input), (run) =>
    run.duplicates.map((duplicate) => toSearchResult(run, duplicate)),
  );
}

/** The same search, each match with the field-by-field reasoning behind every selected scenario's score. */
export async function explainSearch(deps: SearchDependencies, input: SearchInput): Promise<ExplainOutput> {
  return byPrefix(await runSearches(deps, input), (run) =>
    run.duplicates.map((duplicate) => ({
      ...toSearchResult(run, duplicate),
      explanation: duplicate.all.map(explainScenario),
    })),
  );
}
