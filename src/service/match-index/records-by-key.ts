/**
 * Records listed under the match index keys of their entries, as (low word, id) pairs by the key's high word, so
 * that finding the records sharing a search's key costs one lookup per key and builds no key text, however many
 * records are listed.
 */
export class RecordsByKey {
  private readonly byHigh = new Map<number, [low: number, id: string][]>();

  list(keys: Uint32Array, recordId: string): void {
    for (let i = 0; i < keys.length; i += 2) {
      const pair: [number, string] = [keys[i + 1]!, recordId];
      const pairs = this.byHigh.get(keys[i]!);
      if (pairs) pairs.push(pair);
      else this.byHigh.set(keys[i]!, [pair]);
    }
  }

  /** Takes a record's keys out, as when its entry changes: its earlier keys find it no longer. */
  unlist(keys: Uint32Array, recordId: string): void {
    for (let i = 0; i < keys.length; i += 2) {
      const left = (this.byHigh.get(keys[i]!) ?? []).filter(([, id]) => id !== recordId);
      if (left.length > 0) this.byHigh.set(keys[i]!, left);
      else this.byHigh.delete(keys[i]!);
    }
  }

  /** Adds to `found` the records listed under any of `hashes` (pairs of words). */
  addSharing(hashes: Uint32Array, found: Set<string>): void {
    for (let i = 0; i < hashes.length; i += 2) {
      for (const [low, id] of this.byHigh.get(hashes[i]!) ?? []) if (low === hashes[i + 1]) found.add(id);
    }
  }
}
