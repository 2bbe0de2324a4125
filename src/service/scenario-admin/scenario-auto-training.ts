import type { FastifyInstance } from 'fastify';
import { AUTO_TRAIN_MINIMUM_RECORDS } from '../../contract/scenarios';
import type { ServiceConfig } from '../config/env';
import { readIndexBuild } from '../index-builds/index-build-store';
import type { IndexedMatching } from '../match-index/live-index';
import type { MatchModel } from '../matching/probabilistic/match-model';
import { BackgroundWorker, type WorkerSettings } from '../processes/background-worker';
import { trainScenario, type ScenarioTrainingDependencies, type Trainer } from './scenario-training';
import { claimTraining, releaseTraining } from './training-lease';

/** How the audit trail names a training nobody asked for. */
export const AUTOMATIC_TRAINING: Trainer = { principal: 'service', endpoint: 'automatic training' };

/**
 * Whether a scenario whose model is `model` (null: never trained) is due for training now that its
 * record type has `records` records: when the type has enough records to learn from, and the model was never
 * trained or its count moved by at least `change` (a share) of the count it was trained on.
 */
export function trainingDue(model: MatchModel | null, records: number, change: number): boolean {
  if (records < AUTO_TRAIN_MINIMUM_RECORDS) return false;
  // A model trained before its count was kept cannot tell how far the records moved since.
  if (model?.records === undefined) return true;
  return Math.abs(records - model.records) >= change * model.records;
}

/** The scenarios due for training by the counts of the match index: no store is read. */
function* dueScenarios(live: IndexedMatching, change: number) {
  for (const recordType of live.matching.recordTypes) {
    const records = live.indexOf(recordType).size;
    for (const { definition } of live.matching.scenariosOf(recordType)) {
      if (trainingDue(definition.model, records, change)) yield definition;
    }
  }
}

export interface AutoTrainerDependencies extends ScenarioTrainingDependencies, WorkerSettings {
  /** SCENARIO_RETRAIN_CHANGE as a share. */
  retrainChange: number;
}

/** The counts are in memory, so looking often costs next to nothing; training soon after the change is no goal. */
const IDLE_MS = 5000;
/**
 * Training learns from samples of fixed size (training-pairs.ts), seconds whatever the type's size: a lease this long
 * outlasts it on a busy machine, and a process that died midway hands its training on after that.
 */
const LEASE_MS = 10 * 60_000;

/**
 * Trains scenarios in the background of every service process, one scenario per step (a PROBABILISTIC one scores
 * with its model, a SEARCH one's scores are calibrated to it): each when its record type has enough records and it
 * was never trained, or when the type's count changed by the retraining share since it was. One process trains a
 * scenario at a time (by lease); the others see the new model through the configuration version the training counts.
 */
export class ScenarioAutoTrainer extends BackgroundWorker {
  private readonly deps: AutoTrainerDependencies;

  constructor(deps: AutoTrainerDependencies) {
    super(deps, { idleMs: IDLE_MS, leaseMs: LEASE_MS });
    this.deps = deps;
  }

  async step(): Promise<boolean> {
    const { db, index, retrainChange, log } = this.deps;
    for (const due of dueScenarios(await index.current(), retrainChange)) {
      // While its type's index is built, the type serves the scenario as it was before the change, model included:
      // a model stored meanwhile would not be seen, and the scenario would be found due again and again.
      if ((await readIndexBuild(db, due.recordType))?.status === 'BUILDING') continue;
      const now = Date.now();
      if (!(await claimTraining(db, due.id, this.worker, now, now + this.leaseMs))) continue;
      try {
        // Another process may have trained it between the look above and the claim.
        const live = await index.current();
        const current = live.matching.scenario(due.id)?.definition;
        const stillDue =
          current !== undefined &&
          trainingDue(current.model, live.indexOf(current.recordType).size, retrainChange);
        if (stillDue) await trainScenario(this.deps, due.id, AUTOMATIC_TRAINING);
      } catch (error) {
        // The claim is kept until its lease lapses, so a training that failed is tried again then, not at once.
        log.error({ err: error, scenarioId: due.id }, 'automatic scenario training failed');
        continue;
      }
      await releaseTraining(db, due.id, this.worker);
      return true;
    }
    return false;
  }
}

/** Starts the automatic training with the service and stops it with it, unless SCENARIO_AUTO_TRAIN is false. */
export async function scenarioAutoTraining(
  app: FastifyInstance,
  { config, ...deps }: ScenarioTrainingDependencies & { config: ServiceConfig },
) {
  if (!config.scenarioTraining.automatic) return;
  const trainer = new ScenarioAutoTrainer({
    ...deps,
    retrainChange: config.scenarioTraining.retrainChange,
    log: app.log.child({ component: 'scenario-training' }),
  });
  app.addHook('onReady', async () => trainer.start());
  app.addHook('onClose', () => trainer.stop());
}
