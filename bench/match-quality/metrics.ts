import type { Dataset, LabelledRecord, Relation } from './datasets';
import type { ScoredCandidate } from './engine';

/**
 * Quality with every scenario's threshold moved by `offset` (0: the thresholds as configured), so that a data set
 * scored with several scenarios sweeps them together.
 */
export interface Quality {
  offset: number;
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
 * Keeps the best margin each pair reached, from either side. A pair either side's search found ambiguous (the one
 * record could be either of two people) is a duplicate at no threshold: no upsert updates it, and a duplicate job,
 * which sees both searches, holds it for review.
 */
export class PairScores {
  private readonly margins = new Map<string, number>();
  private readonly ambiguous = new Set<string>();

  add(query: LabelledRecord, candidates: ScoredCandidate[]) {
    for (const candidate of candidates) {
      const key = pairKey(query.key, candidate.key);
      this.margins.set(key, Math.max(this.margins.get(key) ?? -Infinity, candidate.margin));
      if (candidate.ambiguous) this.ambiguous.add(key);
    }
  }

  /** The pairs at or above the thresholds moved by `offset`. */
  private *matched(offset: number): Generator<string> {
    for (const [pair, margin] of this.margins) {
      if (margin >= offset && !this.ambiguous.has(pair)) yield pair;
    }
  }

  quality(truth: Set<string>, offset = 0): Quality {
    let predicted = 0;
    let correct = 0;
    for (const pair of this.matched(offset)) {
      predicted++;
      if (truth.has(pair)) correct++;
    }
    const precision = predicted === 0 ? 1 : correct / predicted;
    const recall = truth.size === 0 ? 1 : correct / truth.size;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { offset, precision, recall, f1 };
  }

  /** Blocking recall: the share of true pairs that a search compared at all, whatever they scored. */
  compared(truth: Set<string>): number {
    let compared = 0;
    for (const pair of truth) if (this.margins.has(pair)) compared++;
    return truth.size === 0 ? 1 : compared / truth.size;
  }

  /**
   * Pairs at the thresholds of two different entities that share a relation (people of one household, branches of
   * one chain): each is another's record an upsert would overwrite, or a group a job would wrongly make.
   */
  relatedPairs(records: readonly LabelledRecord[], relation: Relation): number {
    const byKey = new Map(records.map((record) => [record.key, record]));
    let related = 0;
    for (const pair of this.matched(0)) {
      const [a, b] = pair.split('\u0000').map((key) => byKey.get(key));
      const group = a?.related?.[relation];
      if (group !== undefined && group === b?.related?.[relation] && a!.entity !== b.entity) related++;
    }
    return related;
  }

  /** The offset with the best F1 over the lowest threshold at every whole score 1–100. */
  best(truth: Set<string>, lowestThreshold: number): Quality {
    let best = this.quality(truth, 100 - lowestThreshold);
    for (let threshold = 1; threshold < 100; threshold++) {
      const quality = this.quality(truth, threshold - lowestThreshold);
      if (quality.f1 > best.f1) best = quality;
    }
    return best;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
