import type { Dataset, LabelledRecord } from './datasets';
import type { ScoredCandidate } from './engine';

export interface Quality {
  threshold: number;
  precision: number;
  recall: number;
  f1: number;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** True pairs among the given query records: in dedupe both sides are records, in linkage query × record. */
export function truePairs(dataset: Dataset, queries: LabelledRecord[]): Set<string> {
  const byEntity = new Map<string, string[]>();
  for (const record of dataset.records)
    byEntity.set(record.entity, [...(byEntity.get(record.entity) ?? []), record.key]);
  const pairs = new Set<string>();
  for (const query of queries) {
    for (const key of byEntity.get(query.entity) ?? []) {
      if (key !== query.key) pairs.add(pairKey(query.key, key));
    }
  }
  return pairs;
}

/**
 * Keeps the best score each pair reached, from either side. A pair either side's search found ambiguous (the one
 * record could be either of two people) is a duplicate at no threshold: no upsert updates it, and a duplicate job,
 * which sees both searches, holds it for review.
 */
export class PairScores {
  private readonly scores = new Map<string, number>();
  private readonly ambiguous = new Set<string>();

  add(query: LabelledRecord, candidates: ScoredCandidate[]) {
    for (const candidate of candidates) {
      const key = pairKey(query.key, candidate.key);
      this.scores.set(key, Math.max(this.scores.get(key) ?? 0, candidate.score));
      if (candidate.ambiguous) this.ambiguous.add(key);
    }
  }

  /** The pairs at or above the threshold. */
  private *matched(threshold: number): Generator<string> {
    for (const [pair, score] of this.scores) {
      if (score >= threshold && !this.ambiguous.has(pair)) yield pair;
    }
  }

  quality(truth: Set<string>, threshold: number): Quality {
    let predicted = 0;
    let correct = 0;
    for (const pair of this.matched(threshold)) {
      predicted++;
      if (truth.has(pair)) correct++;
    }
    const precision = predicted === 0 ? 1 : correct / predicted;
    const recall = truth.size === 0 ? 1 : correct / truth.size;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { threshold, precision, recall, f1 };
  }

  /**
   * Pairs at or above the threshold of two different people of one household: each is a family member's record
   * an upsert would overwrite.
   */
  familyPairs(records: readonly LabelledRecord[], threshold: number): number {
    const byKey = new Map(records.map((record) => [record.key, record]));
    let family = 0;
    for (const pair of this.matched(threshold)) {
      const [a, b] = pair.split('\u0000').map((key) => byKey.get(key));
      if (a?.household !== undefined && a.household === b?.household && a.entity !== b.entity) family++;
    }
    return family;
  }

  /** The threshold with the best F1 over whole scores 1–100. */
  best(truth: Set<string>): Quality {
    let best = this.quality(truth, 100);
    for (let threshold = 1; threshold < 100; threshold++) {
      const quality = this.quality(truth, threshold);
      if (quality.f1 > best.f1) best = quality;
    }
    return best;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
