import type { Kysely } from 'kysely';
import { parseRecordId } from '../../contract/record-id';
import { recordAuditEvent, type NewAuditEvent } from '../audit/audit-store';
import { ApiError } from '../http/api-error';
import type { LiveIndex } from '../match-index/live-index';
import { trainingPairs } from '../match-index/training-pairs';
import { changeMatchingConfiguration, type ReindexSettings } from '../index-builds/configuration-change';
import type { MatchModel } from '../matching/probabilistic/match-model';
import { trainModel } from '../matching/probabilistic/train-model';
import { toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { ScenarioDefinition } from '../scenarios/scenario';
import { scenarioNotFound } from './scenario-admin';
import { listScenarios } from '../scenarios/scenario-store';

export interface ScenarioTrainingDependencies extends ReindexSettings {
  db: Kysely<Database>;
  index: LiveIndex;
}

/** Who trains a scenario, as the audit trail names them: an admin through the API, or the service itself. */
export type Trainer = Pick<NewAuditEvent, 'principal' | 'endpoint'>;

/**
 * Learns a scenario's model from its record type's records as the match index holds them now, and stores it as the
 * scenario's configuration, with how many records it learned from and an audit event naming `trainer`: from its
 * next request on, every service process scores a PROBABILISTIC scenario with it and calibrates a SEARCH scenario's
 * scores to its boundary. The comparisons are spread over turns of the event loop, so searches keep being answered
 * meanwhile.
 */
export async function trainScenario(
  deps: ScenarioTrainingDependencies,
  id: string,
  trainer: Trainer,
): Promise<ScenarioDefinition> {
  const id15 = parseRecordId(id);
  const live = await deps.index.current();
  const planned = id15 ? live.matching.scenario(id15) : undefined;
  if (!planned) throw scenarioNotFound(id);
  const { definition, plan } = planned;
  const index = live.indexOf(definition.recordType);
  if (index.size < 2) {
    throw new ApiError(
      409,
      'INVALID_INPUT',
      `${definition.recordType} has ${index.size} record${index.size === 1 ? '' : 's'}: a model is learned from pairs of records`,
    );
  }
  const records = index.size;
  const model: MatchModel = { ...trainModel(plan, await trainingPairs(index, plan)), records };
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    await trx
      .updateTable('scenarios')
      .set({ model: toJson(model) })
      .where('id', '=', definition.id)
      .execute();
    await recordAuditEvent(trx, {
      ...trainer,
      at: model.trainedAt,
      action: 'SCENARIO_TRAINED',
      objectType: definition.recordType,
      recordId15: null,
      changes: [{ field: 'records', before: definition.model?.records ?? null, after: records }],
      match: null,
      detail: { otherRecordIds15: [], scenarioId: definition.id },
    });
    return { result: undefined, affectedTypes: [] };
  });
  const trained = (await listScenarios(deps.db, definition.recordType)).find(
    (one) => one.id === definition.id,
  );
  if (!trained) throw scenarioNotFound(id);
  return trained;
}
