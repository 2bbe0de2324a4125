import { recordKeys } from '../matching/scoring/blocking-keys';
import type { CandidateValue } from '../matching/scoring/score-scenario';
import { EntryArena, type ArenaSpot } from './entry-arena';
import type { Image } from './index-image';
import type { IndexLayout } from './index-layout';
import { hashKeys } from './key-hash';
import { PostingTable } from './posting-table';
import type { RecordEntry } from './record-entry';
import { RankedCandidates } from './ranked-candidates';
import { FormsReader } from './stored-forms';
import { TermFrequencies } from './term-frequencies';

/** A search's key hashes as (high, low) pairs, and the index of each key's group (its namespace) in the search. */
export interface SearchKeys {
  hashes: Uint32Array;
  groups: Uint8Array;
}

/** How many postings a search reads at most, rarest keys first; the rarest key is always read up to this. */
export const DEFAULT_POSTINGS_BUDGET = 500;

/**
 * The match index of one record type in memory: each record's stored forms (to score it without reading or
 * preparing it again) and the records holding each blocking key. Records are numbered (ordinals) in the order they
 * arrive; ids map to ordinals through a hash table of their own.
 */
export class TypeIndex {
  readonly layout: IndexLayout;
  /** How often each value of the forms that weigh agreement by it occurs among the records held. */
  readonly frequencies: TermFrequencies;
  private readonly counted: readonly number[];
  /** Reads the counted forms' texts as records come and go. */
  private readonly countReader: FormsReader;
  private readonly arena: EntryArena;
  private readonly postings: PostingTable;
  private readonly ordinalsById: PostingTable;
  private nextOrdinal: number;
  private records: number;
  /** Scratch for ranking. */
  private readonly tally = new Tally();
  private readonly spot: ArenaSpot = { bytes: Buffer.alloc(0), offset: 0, length: 0 };

  /** An empty index, or (from a snapshot) one restored from its image. */
  constructor(layout: IndexLayout, expectedRecords = 0, image?: Image) {
    this.layout = layout;
    this.countReader = new FormsReader(layout);
    if (image) {
      this.frequencies = TermFrequencies.fromImage(layout, image.parts['frequencies']!);
      this.arena = EntryArena.fromImage(image.parts['arena']!);
      this.postings = PostingTable.fromImage(image.parts['postings']!);
      this.ordinalsById = PostingTable.fromImage(image.parts['ids']!);
      this.nextOrdinal = image.values['nextOrdinal'] as number;
      this.records = image.values['records'] as number;
    } else {
      this.frequencies = new TermFrequencies(layout);
      this.arena = new EntryArena();
      this.postings = new PostingTable(expectedRecords * Math.max(1, layout.plans.length) * 2);
      this.ordinalsById = new PostingTable(expectedRecords);
      this.nextOrdinal = 0;
      this.records = 0;
    }
    this.counted = this.frequencies.slots;
  }

  /** The index as it is, for a snapshot; restored by the constructor under the same layout. */
  toImage(): Image {
    return {
      values: { signature: this.layout.signature, nextOrdinal: this.nextOrdinal, records: this.records },
      arrays: {},
      parts: {
        frequencies: this.frequencies.toImage(),
        arena: this.arena.toImage(),
        postings: this.postings.toImage(),
        ids: this.ordinalsById.toImage(),
      },
    };
  }

  /** Records held. */
  get size(): number {
    return this.records;
  }

  /** Every ordinal held is below this; ordinals of deleted records are not held (see holds). */
  get ordinalBound(): number {
    return this.nextOrdinal;
  }

  get memory(): { entries: number; postings: number; ids: number; keys: number } {
    return {
      entries: this.arena.bytes,
      postings: this.postings.bytes,
      ids: this.ordinalsById.bytes,
      keys: this.postings.keys,
    };
  }

  /** Adds a record, or replaces what is held for it. */
  put(id: string, entry: RecordEntry): void {
    const idHash = hashKeys([id]);
    let ordinal = this.ordinalWith(id, idHash);
    if (ordinal >= 0) {
      this.unindex(ordinal);
    } else {
      ordinal = this.nextOrdinal++;
      this.ordinalsById.add(idHash[0]!, idHash[1]!, ordinal);
      this.records++;
    }
    const bytes = Buffer.allocUnsafe(1 + id.length + entry.forms.length);
    bytes[0] = id.length;
    bytes.write(id, 1, 'latin1');
    bytes.set(entry.forms, 1 + id.length);
    this.arena.set(ordinal, bytes);
    const { keys } = entry;
    for (let i = 0; i < keys.length; i += 2) this.postings.add(keys[i]!, keys[i + 1]!, ordinal);
    this.countValues(ordinal, 1);
  }

  /** Counts the record's values of the counted forms in or out of the term frequencies. */
  private countValues(ordinal: number, change: 1 | -1): void {
    if (this.counted.length === 0) return;
    const reader = this.point(this.countReader, ordinal);
    for (const slot of this.counted) this.frequencies.count(slot, reader.keyOf(slot), change);
  }

  delete(id: string): void {
    const idHash = hashKeys([id]);
    const ordinal = this.ordinalWith(id, idHash);
    if (ordinal < 0) return;
    this.unindex(ordinal);
    this.arena.delete(ordinal);
    this.ordinalsById.remove(idHash[0]!, idHash[1]!, ordinal);
    this.records--;
  }

  /** Resizes the hash tables to what they hold, after a bulk load. */
  fit(): void {
    this.postings.fit();
    this.ordinalsById.fit();
  }

  ordinalOf(id: string): number {
    return this.ordinalWith(id, hashKeys([id]));
  }

  /** The record's ordinal, or −1; ids whose hashes collide are told apart by the id itself. */
  private ordinalWith(id: string, [high, low]: Uint32Array): number {
    let found = -1;
    this.ordinalsById.forEach(high!, low!, (ordinal) => {
      if (this.idOf(ordinal) !== id) return true;
      found = ordinal;
      return false;
    });
    return found;
  }

  /** Whether the ordinal still stands for a record: one deleted since a search ranked it does not. */
  holds(ordinal: number): boolean {
    return this.arena.get(ordinal) !== undefined;
  }

  idOf(ordinal: number): string {
    const bytes = this.arena.get(ordinal)!;
    return bytes.toString('latin1', 1, 1 + bytes[0]!);
  }

  /** The record's prepared values, read from the index until it next changes (see FormsReader). */
  candidateValue(ordinal: number): CandidateValue {
    return this.read(new FormsReader(this.layout), ordinal);
  }

  /** A record's prepared values by its id, as candidateValue reads them; undefined when the index holds no such record. */
  valueOfId(id: string): CandidateValue | undefined {
    const ordinal = this.ordinalOf(id);
    return ordinal < 0 ? undefined : this.candidateValue(ordinal);
  }

  /** Points a reader of this index's layout at the record's stored forms; answers its values. */
  read(reader: FormsReader, ordinal: number): CandidateValue {
    return this.point(reader, ordinal).value;
  }

  private point(reader: FormsReader, ordinal: number): FormsReader {
    const spot = this.spot;
    if (!this.arena.locate(ordinal, spot))
      throw new Error(`No record ${ordinal} in the ${this.layout.recordType} index`);
    return reader.at(spot.bytes, spot.offset + 1 + spot.bytes[spot.offset]!);
  }

  /**
   * Records sharing keys with a search, weighted by how rare the keys they share are (a key held by few records
   * says more than one held by tens of thousands), best first. Keys are read rarest first until `budget` postings
   * have been read; a key too common to read whole when nothing rarer was found is read up to the budget.
   */
  rank(keys: SearchKeys, budget = DEFAULT_POSTINGS_BUDGET): RankedCandidates {
    const { hashes, groups } = keys;
    const order = Array.from({ length: groups.length }, (_, i) => ({
      high: hashes[2 * i]!,
      low: hashes[2 * i + 1]!,
      group: 1 << (groups[i]! % 32),
      count: this.postings.count(hashes[2 * i]!, hashes[2 * i + 1]!),
    }))
      .filter((key) => key.count > 0)
      .sort((a, b) => a.count - b.count);
    const { tally } = this;
    let read = 0;
    for (const { high, low, group, count } of order) {
      if (read > 0 && read + count > budget) break;
      const weight = Math.log((this.records + 1) / count);
      let left = budget;
      this.postings.forEach(high, low, (ordinal) => {
        tally.credit(ordinal, group, weight);
        return --left > 0;
      });
      read += Math.min(count, budget);
    }
    return tally.take();
  }

  /** Removes the record's postings, the keys recomputed from its stored forms, and its counted values. */
  private unindex(ordinal: number): void {
    this.countValues(ordinal, -1);
    const value = this.candidateValue(ordinal);
    const keys = hashKeys(recordKeys(this.layout.plans, value));
    for (let i = 0; i < keys.length; i += 2) this.postings.remove(keys[i]!, keys[i + 1]!, ordinal);
  }
}

/**
 * The weights of the records one ranking touches, in an open-addressing table by ordinal rather than in arrays as
 * long as the index: a search touches a few hundred of a million records, and a table that stays in the processor's
 * cache spares it a cache miss or two per posting read.
 */
class Tally {
  private bits = 10;
  private ordinals = new Int32Array(1 << this.bits).fill(-1);
  private weights = new Float64Array(1 << this.bits);
  /** The key groups each record was credited for (a bit each). */
  private credited = new Int32Array(1 << this.bits);
  /** The slots taken, in the order their records were first touched. */
  private taken = new Int32Array(1 << (this.bits - 1));
  private size = 0;

  /** Adds the weight of a key the record holds, unless a rarer key of the same group counted for it already. */
  credit(ordinal: number, group: number, weight: number): void {
    const slot = this.slotOf(ordinal);
    const credited = this.credited[slot]!;
    // Keys of one group say one thing (a name's two sounds and its nickname group): the rarest one counts.
    if ((credited & group) === 0) {
      this.credited[slot] = credited | group;
      this.weights[slot]! += weight;
    }
  }

  /** The records touched with their weights, in the order first touched; empties the tally. */
  take(): RankedCandidates {
    const records = new Int32Array(this.size);
    const weights = new Float64Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const slot = this.taken[i]!;
      records[i] = this.ordinals[slot]!;
      weights[i] = this.weights[slot]!;
      this.ordinals[slot] = -1;
      this.weights[slot] = 0;
      this.credited[slot] = 0;
    }
    this.size = 0;
    return new RankedCandidates(records, weights);
  }

  private slotOf(ordinal: number): number {
    const mask = this.ordinals.length - 1;
    let slot = Math.imul(ordinal, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const held = this.ordinals[slot]!;
      if (held === ordinal) return slot;
      if (held === -1) break;
      slot = (slot + 1) & mask;
    }
    if (this.size === this.taken.length) {
      this.grow();
      return this.slotOf(ordinal);
    }
    this.ordinals[slot] = ordinal;
    this.taken[this.size++] = slot;
    return slot;
  }

  /** Twice the room, the records held so far moved over in the order they were touched. */
  private grow(): void {
    const { ordinals, weights, credited, taken, size } = this;
    this.bits++;
    this.ordinals = new Int32Array(1 << this.bits).fill(-1);
    this.weights = new Float64Array(1 << this.bits);
    this.credited = new Int32Array(1 << this.bits);
    this.taken = new Int32Array(1 << (this.bits - 1));
    this.size = 0;
    for (let i = 0; i < size; i++) {
      const slot = this.slotOf(ordinals[taken[i]!]!);
      this.weights[slot] = weights[taken[i]!]!;
      this.credited[slot] = credited[taken[i]!]!;
    }
  }
}
