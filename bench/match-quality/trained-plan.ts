import type { ScoreMethod } from '../../src/contract/matching';
import { trainingPairs } from '../../src/service/match-index/training-pairs';
import { trainedScoring } from '../../src/service/matching-config/matching-configuration';
import type { TypeIndex } from '../../src/service/match-index/type-index';
import type { MatchModel } from '../../src/service/matching/probabilistic/match-model';
import { trainModel } from '../../src/service/matching/probabilistic/train-model';
import type { ScenarioPlan } from '../../src/service/matching/scoring/score-scenario';

/**
 * A scenario's plan once the service has trained it on the records `index` holds, and the model: a PROBABILISTIC
 * scenario scores with the model, a SEARCH one is calibrated to its boundary.
 */
export async function trainedPlan(
  plan: ScenarioPlan,
  scoreMethod: ScoreMethod,
  index: TypeIndex,
): Promise<{ plan: ScenarioPlan; model: MatchModel }> {
  const model = { ...trainModel(plan, await trainingPairs(index, plan)), records: index.size };
  return { plan: { ...plan, ...trainedScoring(scoreMethod, model) }, model };
}
