import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CandidateScoring,
  findDuplicates,
  prepareSearch,
  type SearchLimits,
} from '../../src/service/match-index/find-duplicates';
import { pairsOfRecord } from '../../src/service/jobs/chunk-search';
import { layoutOf } from '../../src/service/match-index/entry-upkeep';
import { groupDuplicates, type RecordGroup } from '../../src/service/matching/grouping/duplicate-groups';
import type { IndexLayout } from '../../src/service/match-index/index-layout';
import { recordEntry } from '../../src/service/match-index/record-entry';
import { TypeIndex } from '../../src/service/match-index/type-index';
import { MatchingConfiguration } from '../../src/service/matching-config/matching-configuration';
import { scenariosFor } from '../../src/service/matching-config/scenario-selection';
import {
  scoreScenario,
  type PreparedForms,
  type ScenarioOutcome,
  type ScenarioPlan,
} from '../../src/service/matching/scoring/score-scenario';
import { RecordTypeStore } from '../../src/service/records/record-type-store';
import { createScenarios } from '../../src/service/scenarios/scenario-store';
import { migrateToLatest, openStore } from '../../src/service/storage/database';
import { refreshBuiltInWordLists } from '../../src/service/word-lists/word-list-store';
import type { Dataset, LabelledRecord } from './datasets';
import { trainedPlan } from './trained-plan';

/**
 * The score a pair is swept at: a pair without enough evidence or held apart by a guard is a duplicate at no
 * threshold.
 */
const sweepScore = (outcome: ScenarioOutcome) =>
  outcome.verdict === 'NOT_ENOUGH_EVIDENCE' || outcome.verdict === 'GUARDED' ? 0 : outcome.score;

function indexOf(layout: IndexLayout, records: readonly LabelledRecord[]): TypeIndex {
  const index = new TypeIndex(layout);
  for (const record of records) index.put(record.key, recordEntry(layout, record.values));
  index.fit();
  return index;
}

export interface ScoredCandidate {
  key: string;
  /**
   * The best of the scenarios' scores less each one's threshold (0: at it, below 0: short of it). Scenarios combine
   * with OR, a pair being a duplicate when any reaches its own threshold: so one number sweeps them all together.
   */
  margin: number;
  /** The query cannot tell this match from another person's record (Duplicate.ambiguousWith). */
  ambiguous?: boolean;
}

/**
 * The product's own path: the data set's scenarios loaded as the service loads configuration (a fresh SQLite store
 * with the built-in word lists), every record's index entry computed as a write computes it and held in a match
 * index in memory, each search ranked and scored by the service's code under its limits, with the scenarios a
 * duplicate job of the type runs.
 */
export class Engine {
  private readonly index: TypeIndex;
  private readonly plans: ScenarioPlan[];
  private readonly ordinals: number[];

  private constructor(index: TypeIndex, plans: ScenarioPlan[], ordinals: number[]) {
    this.index = index;
    this.plans = plans;
    this.ordinals = ordinals;
  }

  static async load(dataset: Dataset): Promise<Engine> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-'));
    const store = openStore({ kind: 'sqlite', file: path.join(folder, 'bench.sqlite') });
    try {
      await migrateToLatest(store);
      await refreshBuiltInWordLists(store.db);
      const matching = await store.db.transaction().execute(async (trx) => {
        await RecordTypeStore.save(trx, [dataset.recordType]);
        await createScenarios(trx, dataset.scenarios);
        return MatchingConfiguration.load(trx, [dataset.recordType.name], dataset.country);
      });
      const layout = layoutOf(matching, dataset.recordType.name);
      const index = indexOf(layout, dataset.records);
      const ordinals = dataset.records.map((record) => index.ordinalOf(record.key));
      // Trained as the service trains them, on the records of the type (in a linkage, both sides are records): a
      // PROBABILISTIC scenario scores with the model, a SEARCH one is calibrated to its boundary.
      const training =
        dataset.mode === 'link' ? indexOf(layout, [...dataset.records, ...dataset.queries]) : index;
      const plans: ScenarioPlan[] = [];
      for (const { plan, definition } of scenariosFor(matching, dataset.recordType, 'onBatch'))
        plans.push((await trainedPlan(plan, definition.scoreMethod, training)).plan);
      return new Engine(index, plans, ordinals);
    } finally {
      await store.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  /**
   * The candidates a search scores, in the order it scores them and stopping where it stops, each with its whole
   * scenario scores (the search itself stops comparing below a threshold; the bench wants every score to sweep
   * thresholds). The query's own record is left out.
   */
  search(query: LabelledRecord, limits: SearchLimits): ScoredCandidate[] {
    const search = prepareSearch(this.plans, query.values, 'record');
    const ranked = this.index.rank(search.keys);
    const scoring = new CandidateScoring(this.index, search, limits);
    const scored: ScoredCandidate[] = [];
    for (let ordinal = ranked.next(); ordinal >= 0 && scoring.wanted; ordinal = ranked.next()) {
      scoring.score(ordinal);
      const key = this.index.idOf(ordinal);
      if (key === query.key) continue;
      scored.push({ key, margin: this.margin(search.input, ordinal) });
    }
    const ambiguous = new Set(
      scoring
        .duplicates()
        .filter((duplicate) => duplicate.ambiguousWith)
        .map(({ id }) => id),
    );
    return scored.map((candidate) =>
      ambiguous.has(candidate.key) ? { ...candidate, ambiguous: true } : candidate,
    );
  }

  /** A candidate's whole outcome with each scenario, as the explanation of a search gives it. */
  private outcomes(input: PreparedForms, ordinal: number): ScenarioOutcome[] {
    const candidate = this.index.candidateValue(ordinal);
    return this.plans.map((plan) => scoreScenario(plan, input, candidate, 'record', this.index.frequencies));
  }

  /** The candidate's ScoredCandidate.margin: the scenarios' outcomes combined as rankDuplicates combines them. */
  private margin(input: PreparedForms, ordinal: number): number {
    return Math.max(
      ...this.outcomes(input, ordinal).map((outcome) => sweepScore(outcome) - outcome.plan.threshold),
    );
  }

  /** The search as the service runs it, for timing: ranked, scored until the threshold is out of reach, stopped. */
  duplicates(query: LabelledRecord, limits: SearchLimits) {
    return findDuplicates(this.index, prepareSearch(this.plans, query.values, 'record'), limits);
  }

  /** The groups a duplicate job makes of the records: each searched as the job searches it, then grouped. */
  jobGroups(): RecordGroup[] {
    const pairs = this.ordinals.flatMap((ordinal) =>
      pairsOfRecord(this.index, this.plans, this.index.idOf(ordinal)),
    );
    return groupDuplicates(pairs);
  }

  /** Every record scored, no blocking: what the index could at best find. */
  exhaustive(query: LabelledRecord): ScoredCandidate[] {
    const { input } = prepareSearch(this.plans, query.values, 'record');
    return this.ordinals
      .map((ordinal) => ({ key: this.index.idOf(ordinal), margin: this.margin(input, ordinal) }))
      .filter((candidate) => candidate.key !== query.key);
  }
}
