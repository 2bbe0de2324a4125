import type { Scenario } from '../../contract/scenarios';
import { toId18 } from '../../contract/record-id';
import type { ScenarioDefinition } from './scenario';

/** A stored scenario in the seed's wire shape: ids as 18-character strings. */
export function toWireScenario(scenario: ScenarioDefinition): Scenario {
  return {
    scenarioId: toId18(scenario.id),
    scenarioName: scenario.name,
    scoreMethod: scenario.scoreMethod,
    threshold: scenario.threshold,
    model: scenario.model,
    minimumEvidence: scenario.minimumEvidence,
    onApi: scenario.onApi,
    onDataApi: scenario.onDataApi,
    onBatch: scenario.onBatch,
    onSearch: scenario.onSearch,
    onInsert: scenario.onInsert,
    isHidden: scenario.isHidden,
    scenarioFields: scenario.fields.map((field) => ({
      scenarioFieldId: toId18(field.id),
      field: field.field,
      matchMethod: field.matchMethod,
      matchConfig: field.matchConfig,
      synonymList: field.synonymList,
      frequentList: field.frequentList,
      weight: field.weight,
      doNotIndex: field.doNotIndex,
      indexGroup: field.indexGroups,
      guard: field.guard,
      identifier: field.identifier,
    })),
  };
}
