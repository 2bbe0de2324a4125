import { calledDuplicate, qualityAt, type QualityAt } from '../../../contract/labelled-metrics';
import type { ScenarioPreview, ScoredPair } from '../../../contract/scenario-preview';

export interface PreviewFigures {
  draft: QualityAt;
  /** The stored scenario at its own threshold; null for a new scenario. */
  current: QualityAt | null;
}

/** How the draft at `threshold`, and the stored scenario at its own, agree with the labelled pairs. */
export function previewFigures(preview: ScenarioPreview, threshold: number): PreviewFigures {
  const draft = qualityAt(
    preview.pairs.map((pair) => ({ duplicate: pair.duplicate, score: pair.draft })),
    threshold,
  );
  const currentThreshold = preview.currentThreshold;
  if (currentThreshold === null) return { draft, current: null };
  const current = qualityAt(
    preview.pairs.flatMap((pair) =>
      pair.current ? [{ duplicate: pair.duplicate, score: pair.current }] : [],
    ),
    currentThreshold,
  );
  return { draft, current };
}

export interface FlippedPair extends ScoredPair {
  /** Whether the draft at the chosen threshold calls the pair a duplicate; the stored scenario says the opposite. */
  draftCalls: boolean;
}

/** The pairs the draft at `threshold` calls otherwise than the stored scenario at its threshold. */
export function flippedPairs(preview: ScenarioPreview, threshold: number): FlippedPair[] {
  const currentThreshold = preview.currentThreshold;
  if (currentThreshold === null) return [];
  return preview.pairs.flatMap((pair) => {
    if (!pair.current) return [];
    const draftCalls = calledDuplicate(pair.draft, threshold);
    return draftCalls === calledDuplicate(pair.current, currentThreshold) ? [] : [{ ...pair, draftCalls }];
  });
}
