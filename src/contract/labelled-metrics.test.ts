import { describe, expect, it } from 'vitest';
import { qualityAt } from './labelled-metrics';

const pair = (duplicate: boolean, score: number, decisive = true) => ({
  duplicate,
  score: { score, decisive },
});

describe('qualityAt', () => {
  it('counts a decisive score at or above the threshold as called a duplicate', () => {
    const pairs = [pair(true, 95), pair(true, 70), pair(false, 85), pair(false, 40), pair(false, 99, false)];
    expect(qualityAt(pairs, 80)).toEqual({
      truePositives: 1,
      falsePositives: 1,
      falseNegatives: 1,
      trueNegatives: 2,
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
    });
    expect(qualityAt(pairs, 70)).toMatchObject({ truePositives: 2, falsePositives: 1, recall: 1 });
  });

  it('has no precision when nothing is called a duplicate, and no recall without duplicates', () => {
    expect(qualityAt([pair(false, 10)], 80)).toMatchObject({ precision: null, recall: null, f1: null });
  });
});
