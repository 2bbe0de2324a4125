import { describe, expect, it } from 'vitest';
import { proportion, rehearsalFigures } from './rehearsal-figures';

const pair = (duplicate: boolean, score: number, decisive = true) => ({
  duplicate,
  score: { score, decisive },
});

describe('rehearsal figures', () => {
  it('counts what an auto-merge at a score would have merged among decided pairs', () => {
    const pairs = [pair(true, 99), pair(true, 97), pair(true, 100, false), pair(false, 98), pair(false, 80)];
    const figures = rehearsalFigures(pairs, 97);
    expect(figures).toMatchObject({
      truePositives: 2,
      falsePositives: 1,
      falseNegatives: 1,
      trueNegatives: 1,
    });
    expect(figures.precision.value).toBeCloseTo(2 / 3);
    expect(figures.recall.value).toBeCloseTo(2 / 3);
  });

  it('gives the Wilson interval, inside 0 and 1, wide on few trials and unknown on none', () => {
    // 95 of 100: the textbook Wilson interval is 0.888 to 0.978.
    const ninetyFive = proportion(95, 100);
    expect(ninetyFive.low).toBeCloseTo(0.8883, 3);
    expect(ninetyFive.high).toBeCloseTo(0.9785, 3);
    const allOfThree = proportion(3, 3);
    expect(allOfThree).toMatchObject({ value: 1, high: 1 });
    expect(allOfThree.low!).toBeLessThan(0.5);
    expect(proportion(0, 0)).toEqual({ value: null, low: null, high: null });
  });
});
