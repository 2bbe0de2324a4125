/**
 * Where a calibrated SEARCH score puts its scenario's trained boundary: the default threshold. A weighted mean says
 * how alike two records are, which means one thing on clean data and another on data full of typos; the scenario's
 * own model, trained on its record type's records, tells where pairs become more likely one person than two (see
 * probabilistic/search-boundary.ts). Calibration moves that weighted mean to 70, so that 70 means even odds on any
 * data and a threshold above it asks for more.
 */
export const CALIBRATED_BOUNDARY = 70;

/**
 * The calibrated score of a weighted mean (both 0–100, unrounded): linear from 0 to the boundary and from there to
 * 100, so 0, the boundary and 100 land on 0, 70 and 100 and the order of pairs never changes.
 */
export function calibratedScore(weightedMean: number, boundary: number): number {
  return weightedMean <= boundary
    ? (weightedMean * CALIBRATED_BOUNDARY) / boundary
    : CALIBRATED_BOUNDARY + ((weightedMean - boundary) * (100 - CALIBRATED_BOUNDARY)) / (100 - boundary);
}

/** The weighted mean whose calibrated score is `score`: how far a search may fall short before it stops. */
export function weightedMeanScoring(score: number, boundary: number): number {
  return score <= CALIBRATED_BOUNDARY
    ? (score * boundary) / CALIBRATED_BOUNDARY
    : boundary + ((score - CALIBRATED_BOUNDARY) * (100 - boundary)) / (100 - CALIBRATED_BOUNDARY);
}
