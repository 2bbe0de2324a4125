import { describe, expect, it } from 'vitest';
import { AUTO_TRAIN_MINIMUM_RECORDS } from '../../contract/scenarios';
import type { MatchModel } from '../matching/probabilistic/match-model';
import { trainingDue } from './scenario-auto-training';

const trainedOn = (records?: number): MatchModel => ({
  prior: 0.001,
  fields: [{ field: 'Email', m: [0.1, 0, 0, 0, 0.9], u: [0.99, 0, 0, 0, 0.01] }],
  trainedAt: '2026-11-27T00:00:00.000Z',
  randomPairs: 20_000,
  blockedPairs: 5_000,
  ...(records === undefined ? {} : { records }),
});

describe('trainingDue', () => {
  it('trains a scenario never trained once its type has enough records to learn from', () => {
    expect(trainingDue(null, AUTO_TRAIN_MINIMUM_RECORDS - 1, 0.2)).toBe(false);
    expect(trainingDue(null, AUTO_TRAIN_MINIMUM_RECORDS, 0.2)).toBe(true);
  });

  it('trains again once the count moved by the share, up or down', () => {
    const model = trainedOn(1000);
    expect(trainingDue(model, 1199, 0.2)).toBe(false);
    expect(trainingDue(model, 1200, 0.2)).toBe(true);
    expect(trainingDue(model, 801, 0.2)).toBe(false);
    expect(trainingDue(model, 800, 0.2)).toBe(true);
  });

  it('leaves a type that fell below the minimum with the model it has', () => {
    expect(trainingDue(trainedOn(1000), AUTO_TRAIN_MINIMUM_RECORDS - 1, 0.2)).toBe(false);
  });

  it('trains again a model that does not say what it was trained on', () => {
    expect(trainingDue(trainedOn(), 1000, 0.2)).toBe(true);
  });
});
