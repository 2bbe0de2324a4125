import { describe, expect, it } from 'vitest';
import type { MatchModel, Scenario } from '../../../contract/scenarios';
import { modelSummary } from './model-summary';

const scenario = (model: MatchModel | null, scoreMethod: Scenario['scoreMethod'] = 'SEARCH'): Scenario => ({
  scenarioId: 'a0S000000000001AAA',
  scenarioName: 'Lead Default',
  scoreMethod,
  threshold: 70,
  model,
  minimumEvidence: 40,
  onApi: true,
  onDataApi: true,
  onBatch: true,
  onSearch: true,
  onInsert: true,
  isHidden: false,
  scenarioFields: [],
});

const trained = (calibration: Partial<MatchModel>): MatchModel => ({
  prior: 0.001,
  fields: [],
  trainedAt: '2026-11-29T06:00:00.000Z',
  records: 12_000,
  randomPairs: 20_000,
  blockedPairs: 5_000,
  ...calibration,
});

const figures = { pairsAlike: 400, pairsApart: 4_000, bestMean: 58, agreement: 0.97 };

describe('what the scenarios page says a SEARCH scenario scores', () => {
  it('says it is not yet calibrated until it is trained', () => {
    expect(modelSummary(scenario(null))).toMatch(
      /^The weighted mean of the field scores, not yet calibrated/,
    );
  });

  it('names the weighted mean that scores 70 once calibrated', () => {
    const model = trained({ searchBoundary: 58, searchCalibration: figures });
    expect(modelSummary(scenario(model))).toBe(
      'The weighted mean of the field scores, calibrated by a model trained 2026-11-29 on 12,000 records: a weighted mean of 58, where the model finds a pair as likely one person as two, scores 70.',
    );
  });

  it('says which rule left it uncalibrated, with the figures', () => {
    const few = trained({ searchCalibration: { ...figures, pairsAlike: 3 } });
    expect(modelSummary(scenario(few))).toContain(
      'found 3 one person and 4,000 two people, fewer than 10 on a side',
    );
    const far = trained({ searchCalibration: { ...figures, bestMean: 31 } });
    expect(modelSummary(scenario(far))).toContain('puts its line at a weighted mean of 31, outside 45–90');
    const contrary = trained({ searchCalibration: { ...figures, agreement: 0.761 } });
    expect(modelSummary(scenario(contrary))).toContain(
      'agrees with the model trained 2026-11-29 on 12,000 records at F1 0.76 at best (at 58), below 0.9',
    );
  });

  it('says a model trained before the figures were kept placed no boundary', () => {
    expect(modelSummary(scenario(trained({})))).toContain('placed no boundary to calibrate it to');
  });

  it('describes a PROBABILISTIC scenario by its model, not its calibration', () => {
    const model = trained({ searchBoundary: 58, searchCalibration: figures });
    expect(modelSummary(scenario(model, 'PROBABILISTIC'))).toMatch(/^Match probability of a model trained/);
  });
});
