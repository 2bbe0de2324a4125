import type { Kysely } from 'kysely';
import type { ExplainOutput } from '../../contract/explain';
import type { SearchInput, SearchOutput, SearchResult } from '../../contract/search';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { searchFilter } from '../filters/search-filter';
import { InputProblem } from '../http/input-problem';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { relatedRecordsOf } from '../records/related-records';
import { toSObject, type RelatedRecord } from '../records/sobject-serializer';
import type { Database } from '../storage/schema';
import { explainScenario } from './explain-scenario';
import { prepareInputs } from './candidate-retrieval';
import { crossObjectInputs } from './cross-object-inputs';
import { findDuplicates, type FoundDuplicates } from './find-duplicates';
import type { MatchingConfiguration, PlannedScenario } from './matching-configuration';
import { scenarioScoresOf, scenariosFor, selectScenarios } from './scenario-selection';

export interface SearchDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  /** The configuration in force, reloaded when another change has been stored. */
  matching: () => Promise<MatchingConfiguration>;
  /** Most candidates scored per search. */
  candidateCap: number;
}

function recordTypeOf(deps: SearchDependencies, prefix: string): RecordTypeDefinition {
  const type = deps.recordTypes.byKeyPrefix(prefix);
  if (!type) throw new InputProblem('objectPrefix', `no record type has the key prefix '${prefix}'`);
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
    if (!known.has(field))
      throw new InputProblem(`objectData.${field}`, `${type.name} has no field ${field}`);
    if (value !== null && value.trim() !== '') values[field] = value;
  }
  return values;
}

interface SearchRun extends FoundDuplicates {
  type: RecordTypeDefinition;
  related: (id15: string) => RelatedRecord | undefined;
}

/** A search of one type with the records its lookups point to, for serialising the matches. */
async function runSearch(
  deps: SearchDependencies,
  type: RecordTypeDefinition,
  values: Readonly<Record<string, string>>,
  scenarios: readonly PlannedScenario[],
  filter?: RecordPredicate,
): Promise<SearchRun> {
  const { duplicates, records } = await findDuplicates(
    deps,
    type.name,
    prepareInputs(scenarios, values),
    filter,
  );
  const related = await relatedRecordsOf(
    deps.db,
    deps.recordTypes,
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
  const scenarios = selectScenarios(matching, type, 'onApi', input.scenarioIds);
  const filter =
    input.filterDeveloperName === undefined
      ? undefined
      : await searchFilter(deps.db, type, input.filterDeveloperName);
  const runs = [await runSearch(deps, type, values, scenarios, filter)];
  if (input.scenarioIds) return runs;
  for (const other of crossObjectInputs(type, values, (name) => deps.recordTypes.byApiName(name))) {
    runs.push(await runSearch(deps, other.type, other.values, scenariosFor(matching, other.type, 'onApi')));
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

function toSearchResult(run: SearchRun, duplicate: FoundDuplicates['duplicates'][number]): SearchResult {
  return {
    score: duplicate.score,
    scenarioScores: scenarioScoresOf(duplicate),
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
