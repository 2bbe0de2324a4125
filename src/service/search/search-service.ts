import type { Kysely } from 'kysely';
import type { ExplainOutput } from '../../contract/explain';
import type { SearchInput, SearchOutput, SearchResult } from '../../contract/search';
import { parseRecordId } from '../../contract/record-id';
import type { RecordPredicate } from '../filters/filter-evaluator';
import { searchFilter } from '../filters/search-filter';
import { InputProblem } from '../input/input-problem';
import {
  findDuplicates,
  prepareSearch,
  type PreparedSearch,
  type SearchLimits,
} from '../match-index/find-duplicates';
import type { IndexedMatching, LiveIndex } from '../match-index/live-index';
import type { TypeIndex } from '../match-index/type-index';
import type { PlannedScenario } from '../matching-config/matching-configuration';
import { scenarioScoresOf, scenariosFor, selectScenarios } from '../matching-config/scenario-selection';
import {
  scoreScenario,
  type Duplicate,
  type PreparedTexts,
  type ScenarioOutcome,
} from '../matching/scoring/score-scenario';
import { findRecords, type StoredRecord } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import { relatedRecordsOf } from '../records/related-records';
import { toSObject, type RelatedRecord } from '../records/sobject-serializer';
import { decidedApartFrom } from '../decisions/not-duplicate-store';
import type { Database } from '../storage/schema';
import { crossObjectInputs } from './cross-object-inputs';
import { explainScenario } from './explain-scenario';
import { filteredDuplicates } from './filtered-duplicates';
import { checkedInputValues } from './search-input';

export interface SearchDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  /** The matching configuration and match index, caught up with every stored change. */
  index: LiveIndex;
  limits: SearchLimits;
}

function recordTypeOf(deps: SearchDependencies, prefix: string): RecordTypeDefinition {
  const type = deps.recordTypes.byKeyPrefix(prefix);
  if (!type) throw new InputProblem('objectPrefix', `no record type has the key prefix '${prefix}'`);
  return type;
}

interface SearchRun {
  type: RecordTypeDefinition;
  duplicates: Duplicate<string>[];
  records: ReadonlyMap<string, StoredRecord>;
  related: (id15: string) => RelatedRecord | undefined;
  /** With explanations: every scenario's outcome for each duplicate, by id. */
  outcomes: ReadonlyMap<string, ScenarioOutcome[]>;
}

/**
 * A search of one type through its match index, the matches read from the store with the records their lookups
 * point to. A match whose record is gone by the time it is read is left out.
 */
async function runSearch(
  deps: SearchDependencies,
  live: IndexedMatching,
  type: RecordTypeDefinition,
  values: Readonly<Record<string, string>>,
  scenarios: readonly PlannedScenario[],
  options: {
    filter?: RecordPredicate;
    explain: boolean;
    texts: PreparedTexts;
    /** Records the answer leaves out: the searched record itself and those decided not its duplicates. */
    leaveOut?: ReadonlySet<string>;
  },
): Promise<SearchRun> {
  const search = prepareSearch(
    scenarios.map(({ plan }) => plan),
    values,
    'query',
    options.texts,
  );
  const index = live.indexOf(type.name);
  const filtered = options.filter
    ? await filteredDuplicates(deps.db, index, search, deps.limits, options.filter)
    : { duplicates: findDuplicates(index, search, deps.limits), records: undefined };
  // Explained before anything more is awaited, while the index holds the records as they were scored.
  const outcomes = options.explain ? explainDuplicates(index, search, filtered.duplicates) : new Map();
  const records =
    filtered.records ??
    new Map(
      (
        await findRecords(
          deps.db,
          filtered.duplicates.map(({ id }) => id),
        )
      ).map((record) => [record.id, record]),
    );
  const duplicates = filtered.duplicates.filter(({ id }) => records.has(id) && !options.leaveOut?.has(id));
  const related = await relatedRecordsOf(
    deps.db,
    deps.recordTypes,
    type,
    duplicates.map(({ id }) => records.get(id)!),
  );
  return { type, duplicates, records, related, outcomes };
}

/** Every scenario's outcome for each duplicate, field by field, by id. */
function explainDuplicates(
  index: TypeIndex,
  search: PreparedSearch,
  duplicates: readonly Duplicate<string>[],
): Map<string, ScenarioOutcome[]> {
  const outcomes = new Map<string, ScenarioOutcome[]>();
  for (const { id } of duplicates) {
    const ordinal = index.ordinalOf(id);
    if (ordinal < 0) continue;
    const candidate = index.candidateValue(ordinal);
    outcomes.set(
      id,
      search.plans.map((plan) =>
        scoreScenario(plan, search.input, candidate, search.kind, index.frequencies),
      ),
    );
  }
  return outcomes;
}

/**
 * The search of the input's type, then one of each cross-object type the input fills a mapped field of, scored
 * with that type's own API scenarios. Named `scenarioIds` mean exactly those scenarios, so they search the input's
 * type only; a filter belongs to the input's type too.
 */
async function runSearches(
  deps: SearchDependencies,
  input: SearchInput,
  explain: boolean,
): Promise<SearchRun[]> {
  // Caught up first: a configuration change committed elsewhere may have changed the record types too.
  const live = await deps.index.current();
  const type = recordTypeOf(deps, input.objectPrefix);
  const values = checkedInputValues(type, input.objectData);
  const scenarios = selectScenarios(live.matching, type, 'onApi', input.scenarioIds);
  const filter =
    input.filterDeveloperName === undefined
      ? undefined
      : await searchFilter(deps.db, type, input.filterDeveloperName);
  // The cross-object searches compare many of the same texts (a phone, an e-mail) alike: prepared once for all.
  const texts: PreparedTexts = new Map();
  const leaveOut = await leftOut(deps.db, input);
  const runs = [await runSearch(deps, live, type, values, scenarios, { filter, explain, texts, leaveOut })];
  if (input.scenarioIds) return runs;
  for (const other of crossObjectInputs(type, values, (name) => deps.recordTypes.byApiName(name))) {
    const otherScenarios = scenariosFor(live.matching, other.type, 'onApi');
    runs.push(await runSearch(deps, live, other.type, other.values, otherScenarios, { explain, texts }));
  }
  return runs;
}

/** The records a search of a stored record leaves out: itself, and unless asked those decided not its duplicates. */
async function leftOut(db: Kysely<Database>, input: SearchInput): Promise<ReadonlySet<string> | undefined> {
  if (input.recordId === undefined) return undefined;
  const id15 = parseRecordId(input.recordId);
  if (!id15)
    throw new InputProblem('recordId', `'${input.recordId}' is not a record id (15 or 18 characters)`);
  const decided = input.includeDecided ? new Set<string>() : await decidedApartFrom(db, id15);
  return new Set([id15, ...decided]);
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

function toSearchResult(run: SearchRun, duplicate: Duplicate<string>): SearchResult {
  return {
    score: duplicate.score,
    scenarioScores: scenarioScoresOf(duplicate),
    objectData: toSObject(run.type, run.records.get(duplicate.id)!, run.related),
  };
}

export async function searchDuplicates(deps: SearchDependencies, input: SearchInput): Promise<SearchOutput> {
  return byPrefix(await runSearches(deps, input, false), (run) =>
    run.duplicates.map((duplicate) => toSearchResult(run, duplicate)),
  );
}

/** The same search, each match with the field-by-field reasoning behind every selected scenario's score. */
export async function explainSearch(deps: SearchDependencies, input: SearchInput): Promise<ExplainOutput> {
  return byPrefix(await runSearches(deps, input, true), (run) =>
    run.duplicates.map((duplicate) => ({
      ...toSearchResult(run, duplicate),
      explanation: (run.outcomes.get(duplicate.id) ?? []).map((outcome) =>
        explainScenario(outcome, run.records.get(duplicate.id)!.values),
      ),
    })),
  );
}
