/**
 * Counts added up in memory by key and written to the store together: a write per request would queue every
 * request behind SQLite's one writer. Each process writes its own counts and the store sums them. Writes run one
 * after another, so a flush returns only once everything counted before it is stored; a failed write keeps its
 * counts for the next.
 */
export class BatchedCounts<Count extends object> {
  private readonly keyOf: (count: Count) => string;
  private readonly addTo: (into: Count, more: Count) => void;
  private readonly write: (counts: readonly Count[]) => Promise<void>;
  private pending = new Map<string, Count>();
  private writing: Promise<void> = Promise.resolve();

  constructor(options: {
    keyOf: (count: Count) => string;
    /** Adds the figures of `more` to `into`, a count of the same key. */
    addTo: (into: Count, more: Count) => void;
    /** Adds the counts to what the store holds. */
    write: (counts: readonly Count[]) => Promise<void>;
  }) {
    this.keyOf = options.keyOf;
    this.addTo = options.addTo;
    this.write = options.write;
  }

  add(count: Count): void {
    const key = this.keyOf(count);
    const counted = this.pending.get(key);
    if (counted) this.addTo(counted, count);
    else this.pending.set(key, { ...count });
  }

  /** Adds everything counted so far to the store. */
  flush(): Promise<void> {
    const written = this.writing.then(() => this.writePending());
    this.writing = written.catch(() => undefined);
    return written;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.write(counts);
    } catch (error) {
      for (const count of counts) this.add(count);
      throw error;
    }
  }
}
