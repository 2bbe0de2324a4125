import { parseRecordId, toId18 } from '../../contract/record-id';
import type { ScenarioScore } from '../../contract/search';
import { InputProblem } from '../input/input-problem';
import type { Duplicate } from '../matching/scoring/score-scenario';
import type { RecordTypeDefinition } from '../records/record-type';
import type { MatchingConfiguration, PlannedScenario } from './matching-configuration';

/** Which feature a scenario is applied to: the search API (`onApi`), the upsert (`onDataApi`) or duplicate jobs (`onBatch`). */
export type ScenarioUse = 'onApi' | 'onDataApi' | 'onBatch';

/** The visible scenarios of a type applied to a feature. */
export const scenariosFor = (matching: MatchingConfiguration, type: RecordTypeDefinition, use: ScenarioUse) =>
  matching.scenariosOf(type.name).filter(({ definition }) => definition[use] && !definition.isHidden);

/** `scenarioIds` when given (each must be a scenario of the type), else the visible scenarios of the feature. */
export function selectScenarios(
  matching: MatchingConfiguration,
  type: RecordTypeDefinition,
  use: ScenarioUse,
  scenarioIds?: readonly string[],
): PlannedScenario[] {
  if (!scenarioIds) return scenariosFor(matching, type, use);
  return scenarioIds.map((given, index) => {
    const field = `scenarioIds.${index}`;
    const id15 = parseRecordId(given);
    const scenario = id15 ? matching.scenario(id15) : undefined;
    if (!scenario && id15 && matching.awaitsIndexBuild(id15))
      throw new InputProblem(
        field,
        `scenario '${given}' applies once the index build of its record type completes`,
      );
    if (!scenario) throw new InputProblem(field, `'${given}' is not the id of a scenario`);
    if (scenario.definition.recordType !== type.name) {
      throw new InputProblem(
        field,
        `scenario '${given}' (${scenario.definition.name}) belongs to ${scenario.definition.recordType}, not ${type.name}`,
      );
    }
    return scenario;
  });
}

/** The scenarios a match reached, as the wire lists them. */
export const scenarioScoresOf = (duplicate: Duplicate<string>): ScenarioScore[] =>
  duplicate.reached.map((outcome) => ({
    scenarioScore: outcome.score,
    scenarioName: outcome.plan.scenarioName,
    scenarioId: toId18(outcome.plan.scenarioId),
    ...(outcome.guard === undefined ? {} : { heldApartBy: outcome.guard }),
  }));
