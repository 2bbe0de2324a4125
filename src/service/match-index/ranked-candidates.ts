/**
 * Candidates of one search, best first, taken one at a time: a search usually stops after a few dozen of them, so
 * a binary heap (built in linear time) saves sorting the thousands a common name can bring.
 */
export class RankedCandidates {
  private readonly records: Int32Array;
  private readonly weights: Float64Array;
  private length: number;

  /** `records` and `weights` are parallel and owned by the queue from here on. */
  constructor(records: Int32Array, weights: Float64Array) {
    this.records = records;
    this.weights = weights;
    this.length = records.length;
    for (let i = (this.length >> 1) - 1; i >= 0; i--) this.sink(i);
  }

  /** Candidates not taken yet. */
  get remaining(): number {
    return this.length;
  }

  /** The best candidate left (highest weight, then lowest record), or −1. */
  next(): number {
    if (this.length === 0) return -1;
    const best = this.records[0]!;
    this.length--;
    if (this.length > 0) {
      this.records[0] = this.records[this.length]!;
      this.weights[0] = this.weights[this.length]!;
      this.sink(0);
    }
    return best;
  }

  private before(a: number, b: number): boolean {
    const weightA = this.weights[a]!;
    const weightB = this.weights[b]!;
    return weightA > weightB || (weightA === weightB && this.records[a]! < this.records[b]!);
  }

  private sink(from: number): void {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let best = i;
      if (left < this.length && this.before(left, best)) best = left;
      if (right < this.length && this.before(right, best)) best = right;
      if (best === i) return;
      [this.records[i], this.records[best]] = [this.records[best]!, this.records[i]!];
      [this.weights[i], this.weights[best]] = [this.weights[best]!, this.weights[i]!];
      i = best;
    }
  }
}
