import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  prepareInput,
  scoreScenario,
  type ScenarioPlan,
} from '../../src/service/matching/scoring/score-scenario';
import { refreshBuiltInWordLists } from '../../src/service/matching/word-lists/word-list-store';
import { findRecords, insertRecords, type StoredRecord } from '../../src/service/records/record-store';
import { RecordTypeStore } from '../../src/service/records/record-type-store';
import { createScenarios } from '../../src/service/scenarios/scenario-store';
import { findCandidatesFor } from '../../src/service/search/candidate-retrieval';
import { MatchingConfiguration } from '../../src/service/search/matching-configuration';
import { preparedFields, writeMatchKeys } from '../../src/service/search/record-index';
import { migrateToLatest, openStore, type Store } from '../../src/service/storage/database';
import type { Dataset, LabelledRecord } from './datasets';

export interface ScoredCandidate {
  key: string;
  score: number;
}

/**
 * The product's own path on a fresh SQLite store: records written with their blocking keys, candidates from the
 * index, every candidate scored with the scenario.
 */
export class Engine {
  private readonly store: Store;
  private readonly folder: string;
  private readonly dataset: Dataset;
  private readonly plan: ScenarioPlan;
  private readonly keyOf: ReadonlyMap<string, string>;
  private readonly all: StoredRecord[];

  private constructor(parts: {
    store: Store;
    folder: string;
    dataset: Dataset;
    plan: ScenarioPlan;
    keyOf: ReadonlyMap<string, string>;
    all: StoredRecord[];
  }) {
    ({
      store: this.store,
      folder: this.folder,
      dataset: this.dataset,
      plan: this.plan,
      keyOf: this.keyOf,
      all: this.all,
    } = parts);
  }

  static async load(dataset: Dataset): Promise<Engine> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-'));
    const store = openStore({ kind: 'sqlite', file: path.join(folder, 'bench.sqlite') });
    await migrateToLatest(store);
    await refreshBuiltInWordLists(store.db);
    const ids = await store.db.transaction().execute(async (trx) => {
      await RecordTypeStore.save(trx, [dataset.recordType]);
      await createScenarios(trx, [dataset.scenario]);
      const matching = await MatchingConfiguration.load(trx, [dataset.recordType.name], 'AU');
      const values = dataset.records.map((record) => record.values);
      const created = await insertRecords(trx, dataset.recordType, values, 'bench');
      await writeMatchKeys(
        trx,
        dataset.recordType.name,
        created.map((id, index) => ({ id, values: values[index]! })),
        matching.scenariosOf(dataset.recordType.name),
      );
      return created;
    });
    const matching = await MatchingConfiguration.load(store.db, [dataset.recordType.name], 'AU');
    const plan = matching.scenariosOf(dataset.recordType.name)[0]!.plan;
    const keyOf = new Map(ids.map((id, index) => [id, dataset.records[index]!.key]));
    const all = await findRecords(store.db, ids);
    return new Engine({ store, folder, dataset, plan, keyOf, all });
  }

  private score(query: LabelledRecord, candidates: StoredRecord[]): ScoredCandidate[] {
    const input = prepareInput(this.plan, query.values);
    return candidates
      .map((record) => ({
        key: this.keyOf.get(record.id)!,
        score: scoreScenario(this.plan, input, preparedFields(record.values)).score,
      }))
      .filter((candidate) => candidate.key !== query.key);
  }

  /** Candidates from the blocking index (at most `cap`, best-sharing first), each with its scenario score. */
  async search(query: LabelledRecord, cap: number): Promise<ScoredCandidate[]> {
    const input = prepareInput(this.plan, query.values);
    const ids = await findCandidatesFor(
      this.store.db,
      this.dataset.recordType.name,
      [{ plan: this.plan, input }],
      cap,
    );
    const byId = new Map((await findRecords(this.store.db, ids)).map((record) => [record.id, record]));
    // In retrieval order (most shared keys first), so a smaller cap is a prefix of this list.
    return this.score(
      query,
      ids.map((id) => byId.get(id)!),
    );
  }

  /** Every record scored, no blocking: what the index could at best find. */
  exhaustive(query: LabelledRecord): ScoredCandidate[] {
    return this.score(query, this.all);
  }

  async close() {
    await this.store.close();
    fs.rmSync(this.folder, { recursive: true, force: true });
  }
}
