import { describe, expect, it } from 'vitest';
import { CALIBRATED_BOUNDARY, calibratedScore, weightedMeanScoring } from './score-calibration';

describe('a calibrated SEARCH score', () => {
  it('puts the boundary at 70 and keeps 0 and 100 where they are', () => {
    for (const boundary of [45, 58, 70, 90]) {
      expect(calibratedScore(0, boundary)).toBe(0);
      expect(calibratedScore(boundary, boundary)).toBe(CALIBRATED_BOUNDARY);
      expect(calibratedScore(100, boundary)).toBe(100);
    }
  });

  it('never changes the order of two pairs, and is undone by weightedMeanScoring', () => {
    for (const boundary of [45, 58, 90]) {
      let previous = -1;
      for (let mean = 0; mean <= 100; mean += 0.5) {
        const score = calibratedScore(mean, boundary);
        expect(score).toBeGreaterThan(previous);
        expect(weightedMeanScoring(score, boundary)).toBeCloseTo(mean, 9);
        previous = score;
      }
    }
  });

  it('lifts a weighted mean below 70 when the model finds duplicates there, and lowers it when above', () => {
    expect(calibratedScore(55, 50)).toBe(73);
    expect(calibratedScore(70, 80)).toBeCloseTo(61.25, 9);
  });
});
