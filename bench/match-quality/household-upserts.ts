import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_RECORD_TYPES } from '../../src/service/demo/demo-record-types';
import { DEMO_SCENARIOS } from '../../src/service/demo/demo-scenarios';
import { layoutOf } from '../../src/service/match-index/entry-upkeep';
import { findMatches, prepareSearch } from '../../src/service/match-index/find-duplicates';
import { recordEntry } from '../../src/service/match-index/record-entry';
import { matchToUpdate } from '../../src/service/upsert/upsert-entry';
import { TypeIndex } from '../../src/service/match-index/type-index';
import { MatchingConfiguration } from '../../src/service/matching-config/matching-configuration';
import { scenariosFor } from '../../src/service/matching-config/scenario-selection';
import { RecordTypeStore } from '../../src/service/records/record-type-store';
import { createScenarios } from '../../src/service/scenarios/scenario-store';
import { migrateToLatest, openStore } from '../../src/service/storage/database';
import { refreshBuiltInWordLists } from '../../src/service/word-lists/word-list-store';
import type { LabelledRecord } from './datasets';
import { trainedPlan } from './trained-plan';
import type { MatchModel } from '../../src/service/matching/probabilistic/match-model';
import { trainingDue } from '../../src/service/scenario-admin/scenario-auto-training';

/** The service's upsert limits (UPSERT_CANDIDATE_CAP, DEFAULT_PATIENCE). */
const UPSERT_LIMITS = { cap: 50, patience: 30 };
/** SCENARIO_RETRAIN_CHANGE's default, as a share. */
const RETRAIN_CHANGE = 0.2;

export interface UpsertOutcome {
  upserts: number;
  created: number;
  /** Updates of a record of the same person: a duplicate caught. */
  updatedSame: number;
  /** Updates of another person's record: data lost. */
  updatedOther: number;
  /** Records created though one of the same person was stored already: a duplicate missed, */
  createdBeside: number;
  /** of which logged for review (a search scenario or a guard found the pair). */
  createdBesideLogged: number;
  /** Pairs a guard held apart, logged for review rather than updated. */
  heldApart: number;
}

/**
 * Every record of the household set upserted with duplicate check, one after the other, through the demo's Lead
 * scenarios as the upsert endpoint runs them: the best match of a data API scenario is updated with the given values,
 * else a record is created, and what else was found is logged; the scenarios are trained as the leads grow, as the
 * service trains them. Counts whose record each update went to.
 */
export async function householdUpserts(records: readonly LabelledRecord[]): Promise<UpsertOutcome> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-bench-'));
  const store = openStore({ kind: 'sqlite', file: path.join(folder, 'bench.sqlite') });
  let matching: MatchingConfiguration;
  try {
    await migrateToLatest(store);
    await refreshBuiltInWordLists(store.db);
    matching = await store.db.transaction().execute(async (trx) => {
      await RecordTypeStore.save(trx, DEMO_RECORD_TYPES);
      await createScenarios(
        trx,
        DEMO_SCENARIOS.filter((scenario) => scenario.recordType === 'Lead'),
      );
      return MatchingConfiguration.load(trx, ['Lead'], 'US');
    });
  } finally {
    await store.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const lead = DEMO_RECORD_TYPES.find((type) => type.name === 'Lead')!;
  // As the upsert endpoint selects them: the data API's decide, the search API's others are logged for review.
  let deciding = scenariosFor(matching, lead, 'onDataApi');
  let reviewing = scenariosFor(matching, lead, 'onApi').filter(({ definition }) => !definition.onDataApi);
  const decidingIds = new Set(deciding.map(({ plan }) => plan.scenarioId));
  const layout = layoutOf(matching, 'Lead');
  const index = new TypeIndex(layout);
  // As the service trains them by itself (SCENARIO_AUTO_TRAIN, SCENARIO_RETRAIN_CHANGE by default) while the
  // leads grow.
  const models = new Map<string, MatchModel>();
  const train = async (scenarios: typeof deciding) => {
    const trained: typeof deciding = [];
    for (const scenario of scenarios) {
      const { plan, definition } = scenario;
      if (!trainingDue(models.get(plan.scenarioId) ?? null, index.size, RETRAIN_CHANGE)) {
        trained.push(scenario);
        continue;
      }
      const retrained = await trainedPlan(plan, definition.scoreMethod, index);
      models.set(plan.scenarioId, retrained.model);
      trained.push({ definition, plan: retrained.plan });
    }
    return trained;
  };
  const stored = new Map<string, { entity: string; values: Record<string, string> }>();
  const outcome: UpsertOutcome = {
    upserts: 0,
    created: 0,
    updatedSame: 0,
    updatedOther: 0,
    createdBeside: 0,
    createdBesideLogged: 0,
    heldApart: 0,
  };
  for (const record of records) {
    const values = Object.fromEntries(Object.entries(record.values).filter(([, value]) => value !== ''));
    const search = prepareSearch(
      [...deciding, ...reviewing].map(({ plan }) => plan),
      values,
      'record',
    );
    const { duplicates, guarded } = findMatches(index, search, UPSERT_LIMITS);
    outcome.upserts++;
    outcome.heldApart += guarded.length;
    const best = matchToUpdate(duplicates, decidingIds);
    if (best) {
      const existing = stored.get(best.id)!;
      if (existing.entity === record.entity) outcome.updatedSame++;
      else outcome.updatedOther++;
      existing.values = { ...existing.values, ...values };
      index.put(best.id, recordEntry(layout, existing.values));
      continue;
    }
    if ([...stored.values()].some((one) => one.entity === record.entity)) {
      outcome.createdBeside++;
      const logged = [...duplicates, ...guarded].some(({ id }) => stored.get(id)!.entity === record.entity);
      if (logged) outcome.createdBesideLogged++;
    }
    outcome.created++;
    stored.set(record.key, { entity: record.entity, values });
    index.put(record.key, recordEntry(layout, values));
    deciding = await train(deciding);
    reviewing = await train(reviewing);
  }
  return outcome;
}
