import { calledDuplicate, qualityAt, type QualityAt } from '../../../contract/labelled-metrics';
import { MAX_PREVIEW_PAIRS, type ScenarioPreview, type ScoredPair } from '../../../contract/scenario-preview';

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

/** Fewest labelled pairs whose figures a change of one or two decisions does not swing by whole tens of percent. */
export const STEADY_PAIRS = 50;

/** The warning that the figures stand on too few pairs to trust; none when there are enough, or none at all. */
export function fewPairsWarning(pairCount: number): string | undefined {
  if (pairCount === 0 || pairCount >= STEADY_PAIRS) return undefined;
  return `Only ${pairCount} labelled ${pairCount === 1 ? 'pair' : 'pairs'}: these figures can swing widely.`;
}

/**
 * How many pairs the next answer scores, as far as the last one tells: its decided pairs and the uploaded ones
 * (uploaded pairs naming no record are left out, so it may be fewer). Unknown before the first answer.
 */
export function pairsToScore(last: ScenarioPreview | undefined, uploaded: number): number | undefined {
  if (!last) return undefined;
  const decided = last.pairs.filter((pair) => pair.source !== 'UPLOAD').length;
  return Math.min(decided + uploaded, MAX_PREVIEW_PAIRS);
}
