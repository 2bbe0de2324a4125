import { describe, expect, it } from 'vitest';
import type { ScenarioPreview, ScoredPair } from '../../../contract/scenario-preview';
import { fewPairsWarning, flippedPairs, pairsToScore, previewFigures } from './preview-figures';

const pair = (
  firstId: string,
  duplicate: boolean,
  draft: number,
  current: number | null,
  decisive = true,
): ScoredPair => ({
  firstId,
  secondId: `${firstId}b`,
  firstName: null,
  secondName: null,
  source: duplicate ? 'MERGE' : 'NOT_DUPLICATE',
  duplicate,
  draft: { score: draft, decisive },
  current: current === null ? null : { score: current, decisive: true },
});

const preview: ScenarioPreview = {
  threshold: 80,
  currentThreshold: 70,
  unknownIds: [],
  pairs: [
    pair('a', true, 90, 75),
    pair('b', true, 60, 75),
    pair('c', false, 85, 50),
    pair('d', false, 95, 95, false),
  ],
};

describe('previewFigures', () => {
  it('scores the draft at any threshold and the stored scenario at its own', () => {
    const figures = previewFigures(preview, 80);
    expect(figures.draft).toMatchObject({
      truePositives: 1,
      falsePositives: 1,
      falseNegatives: 1,
      trueNegatives: 1,
    });
    expect(figures.current).toMatchObject({
      truePositives: 2,
      falsePositives: 1,
      falseNegatives: 0,
      trueNegatives: 1,
    });
    expect(previewFigures(preview, 50).draft.recall).toBe(1);
    expect(previewFigures({ ...preview, currentThreshold: null }, 80).current).toBeNull();
  });
});

describe('flippedPairs', () => {
  it('lists the pairs one scenario calls duplicates and the other does not, a draft guard among them', () => {
    expect(flippedPairs(preview, 80).map((each) => [each.firstId, each.draftCalls])).toEqual([
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
    expect(flippedPairs(preview, 50).map((each) => each.firstId)).toEqual(['c', 'd']);
    expect(flippedPairs({ ...preview, currentThreshold: null }, 80)).toEqual([]);
  });
});

describe('fewPairsWarning', () => {
  it('warns of figures on fewer than 50 pairs, and not when there are none, which is said otherwise', () => {
    expect(fewPairsWarning(2)).toBe('Only 2 labelled pairs: these figures can swing widely.');
    expect(fewPairsWarning(1)).toBe('Only 1 labelled pair: these figures can swing widely.');
    expect(fewPairsWarning(49)).toBeDefined();
    expect(fewPairsWarning(50)).toBeUndefined();
    expect(fewPairsWarning(0)).toBeUndefined();
  });
});

describe('pairsToScore', () => {
  it('counts the last answer’s decided pairs and the pairs uploaded now, at most as many as are scored', () => {
    const withUpload: ScenarioPreview = {
      ...preview,
      pairs: [...preview.pairs, { ...pair('e', true, 90, 90), source: 'UPLOAD' }],
    };
    expect(pairsToScore(withUpload, 3)).toBe(7);
    expect(pairsToScore(preview, 0)).toBe(4);
    expect(pairsToScore(preview, 5000)).toBe(2000);
    expect(pairsToScore(undefined, 3)).toBeUndefined();
  });
});
