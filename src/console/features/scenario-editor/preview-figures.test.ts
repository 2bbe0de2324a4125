import { describe, expect, it } from 'vitest';
import type { ScenarioPreview, ScoredPair } from '../../../contract/scenario-preview';
import { flippedPairs, previewFigures } from './preview-figures';

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
