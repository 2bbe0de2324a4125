import type { Image } from './index-image';

/** Grown past this share of occupied slots; linear probing slows down sharply above it. */
const MAX_LOAD = 0.8;
/** Share of occupied slots after growing or fitting: room to grow by a seventh before the next rehash. */
const FITTED_LOAD = 0.7;
const MIN_CAPACITY = 64;
const NO_NODE = -1;
/** A slot's head: a record (≥ 0), no key (EMPTY), or a list, whose header node is LIST_BASE − head. */
const EMPTY = -1;
const LIST_BASE = -2;

/**
 * Blocking key → records holding it, for millions of keys in a few typed arrays rather than a JavaScript object
 * per key (which would cost several times the memory and long garbage-collection pauses). Open addressing with
 * linear probing from a slot chosen by the key's high half (scaled to any capacity, so the table is sized to its
 * keys rather than to a power of two); the low half tells keys apart. A key held by one record, the common case
 * (an e-mail address, a phone number), keeps the record in its slot; keys shared by several records point to a
 * list in a pool of nodes, headed by a node that holds the count. Records are numbers (the type index's ordinals).
 */
export class PostingTable {
  private highs: Uint32Array<ArrayBuffer>;
  private lows: Uint32Array<ArrayBuffer>;
  private heads: Int32Array<ArrayBuffer>;
  private capacity: number;
  private occupied = 0;

  /** Pool nodes: a record and the next node; in a list's header node, the count and the first node. */
  private nodeRecords = new Int32Array(1024);
  private nodeNexts = new Int32Array(1024);
  private nodesEverUsed = 0;
  private freeNodes = NO_NODE;
  private postings = 0;

  /** The table as it is, for a snapshot: the pool only as far as it was ever used. */
  toImage(): Image {
    const { capacity, occupied, nodesEverUsed, freeNodes, postings } = this;
    return {
      values: { capacity, occupied, nodesEverUsed, freeNodes, postings },
      arrays: {
        highs: this.highs,
        lows: this.lows,
        heads: this.heads,
        nodeRecords: this.nodeRecords.subarray(0, nodesEverUsed),
        nodeNexts: this.nodeNexts.subarray(0, nodesEverUsed),
      },
      parts: {},
    };
  }

  static fromImage({ values, arrays }: Image): PostingTable {
    const table = new PostingTable();
    table.capacity = values['capacity'] as number;
    table.occupied = values['occupied'] as number;
    table.nodesEverUsed = values['nodesEverUsed'] as number;
    table.freeNodes = values['freeNodes'] as number;
    table.postings = values['postings'] as number;
    table.highs = arrays['highs'] as Uint32Array<ArrayBuffer>;
    table.lows = arrays['lows'] as Uint32Array<ArrayBuffer>;
    table.heads = arrays['heads'] as Int32Array<ArrayBuffer>;
    table.nodeRecords = arrays['nodeRecords'] as Int32Array<ArrayBuffer>;
    table.nodeNexts = arrays['nodeNexts'] as Int32Array<ArrayBuffer>;
    return table;
  }

  constructor(expectedKeys = 0) {
    this.capacity = Math.max(MIN_CAPACITY, Math.ceil(expectedKeys / FITTED_LOAD));
    this.highs = new Uint32Array(this.capacity);
    this.lows = new Uint32Array(this.capacity);
    this.heads = new Int32Array(this.capacity).fill(EMPTY);
  }

  /** Distinct keys held. */
  get keys(): number {
    return this.occupied;
  }

  /** Key–record pairs held. */
  get size(): number {
    return this.postings;
  }

  get bytes(): number {
    return this.capacity * 12 + this.nodeRecords.length * 8;
  }

  /** How many records hold the key. */
  count(high: number, low: number): number {
    const slot = this.find(high, low);
    if (slot < 0) return 0;
    const head = this.heads[slot]!;
    return head >= 0 ? 1 : this.nodeRecords[LIST_BASE - head]!;
  }

  /** Calls `visit` with every record holding the key, newest first, until it answers false. */
  forEach(high: number, low: number, visit: (record: number) => boolean | void): void {
    const slot = this.find(high, low);
    if (slot < 0) return;
    const head = this.heads[slot]!;
    if (head >= 0) {
      visit(head);
      return;
    }
    for (let node = this.nodeNexts[LIST_BASE - head]!; node !== NO_NODE; node = this.nodeNexts[node]!) {
      if (visit(this.nodeRecords[node]!) === false) return;
    }
  }

  /** Records that `record` holds the key; the caller adds each key of a record once. */
  add(high: number, low: number, record: number): void {
    let slot = this.find(high, low);
    if (slot < 0) {
      if (this.occupied + 1 > this.capacity * MAX_LOAD) {
        this.resize(Math.ceil((this.occupied + 1) / FITTED_LOAD));
        slot = this.find(high, low);
      }
      slot = -slot - 1;
      this.highs[slot] = high;
      this.lows[slot] = low;
      this.heads[slot] = record;
      this.occupied++;
    } else {
      const head = this.heads[slot]!;
      // node() may grow the pool: each new node is made before the arrays are indexed to link it.
      if (head >= 0) {
        const first = this.node(head, NO_NODE);
        const added = this.node(record, first);
        const header = this.node(2, added);
        this.heads[slot] = LIST_BASE - header;
      } else {
        const header = LIST_BASE - head;
        const added = this.node(record, this.nodeNexts[header]!);
        this.nodeNexts[header] = added;
        this.nodeRecords[header]!++;
      }
    }
    this.postings++;
  }

  /** Forgets that `record` holds the key; answers false when it did not. */
  remove(high: number, low: number, record: number): boolean {
    const slot = this.find(high, low);
    if (slot < 0) return false;
    const head = this.heads[slot]!;
    if (head >= 0) {
      if (head !== record) return false;
      this.vacate(slot);
      this.postings--;
      return true;
    }
    const header = LIST_BASE - head;
    let previous = header;
    let node = this.nodeNexts[header]!;
    while (node !== NO_NODE && this.nodeRecords[node] !== record) {
      previous = node;
      node = this.nodeNexts[node]!;
    }
    if (node === NO_NODE) return false;
    this.nodeNexts[previous] = this.nodeNexts[node]!;
    this.release(node);
    if (--this.nodeRecords[header]! === 1) {
      const last = this.nodeNexts[header]!;
      this.heads[slot] = this.nodeRecords[last]!;
      this.release(last);
      this.release(header);
    }
    this.postings--;
    return true;
  }

  /**
   * After a bulk load: resizes the table to its keys (growth by steps leaves up to a third of the slots empty),
   * and lays each key's records out side by side in a pool of just the right size, so a search reads a key's
   * records in one sweep of memory rather than a hop per record.
   */
  fit(): void {
    this.resize(Math.ceil(this.occupied / FITTED_LOAD));
    let pooled = 0;
    for (let slot = 0; slot < this.capacity; slot++) {
      const head = this.heads[slot]!;
      if (head < EMPTY) pooled += 1 + this.nodeRecords[LIST_BASE - head]!;
    }
    const records = new Int32Array(Math.max(1024, pooled));
    const nexts = new Int32Array(records.length);
    let used = 0;
    for (let slot = 0; slot < this.capacity; slot++) {
      const head = this.heads[slot]!;
      if (head >= EMPTY) continue;
      const header = used++;
      records[header] = this.nodeRecords[LIST_BASE - head]!;
      nexts[header] = used;
      for (let node = this.nodeNexts[LIST_BASE - head]!; node !== NO_NODE; node = this.nodeNexts[node]!) {
        records[used] = this.nodeRecords[node]!;
        nexts[used] = used + 1;
        used++;
      }
      nexts[used - 1] = NO_NODE;
      this.heads[slot] = LIST_BASE - header;
    }
    [this.nodeRecords, this.nodeNexts] = [records, nexts];
    this.nodesEverUsed = used;
    this.freeNodes = NO_NODE;
  }

  private home(high: number): number {
    return Math.floor((high / 4294967296) * this.capacity);
  }

  /** How far `to` lies after `from` along the probe order, which wraps at the end. */
  private distance(from: number, to: number): number {
    return to >= from ? to - from : to + this.capacity - from;
  }

  /** The key's slot, or −(insertion slot) − 1 when it is absent. */
  private find(high: number, low: number): number {
    const { highs, lows, heads, capacity } = this;
    let slot = this.home(high);
    while (heads[slot] !== EMPTY) {
      if (highs[slot] === high && lows[slot] === low) return slot;
      slot = slot + 1 === capacity ? 0 : slot + 1;
    }
    return -slot - 1;
  }

  /** Empties a slot, moving later keys of its probe run back so that no key becomes unreachable. */
  private vacate(slot: number): void {
    const { highs, lows, heads, capacity } = this;
    let hole = slot;
    for (
      let next = slot + 1 === capacity ? 0 : slot + 1;
      heads[next] !== EMPTY;
      next = next + 1 === capacity ? 0 : next + 1
    ) {
      const home = this.home(highs[next]!);
      if (this.distance(home, hole) < this.distance(home, next)) {
        highs[hole] = highs[next]!;
        lows[hole] = lows[next]!;
        heads[hole] = heads[next]!;
        hole = next;
      }
    }
    heads[hole] = EMPTY;
    this.occupied--;
  }

  private resize(capacity: number): void {
    const { highs, lows, heads } = this;
    this.capacity = Math.max(MIN_CAPACITY, capacity);
    this.highs = new Uint32Array(this.capacity);
    this.lows = new Uint32Array(this.capacity);
    this.heads = new Int32Array(this.capacity).fill(EMPTY);
    for (let slot = 0; slot < heads.length; slot++) {
      if (heads[slot] === EMPTY) continue;
      const target = -this.find(highs[slot]!, lows[slot]!) - 1;
      this.highs[target] = highs[slot]!;
      this.lows[target] = lows[slot]!;
      this.heads[target] = heads[slot]!;
    }
  }

  private node(record: number, next: number): number {
    let node = this.freeNodes;
    if (node !== NO_NODE) {
      this.freeNodes = this.nodeNexts[node]!;
    } else {
      node = this.nodesEverUsed++;
      if (node === this.nodeRecords.length) {
        // A quarter more, not double: after fit() the pool is exactly full, and the first write after a load of a
        // million records would otherwise add tens of megabytes to every process for a few new keys.
        const grown = node + Math.max(1024, node >>> 2);
        const records = new Int32Array(grown);
        const nexts = new Int32Array(grown);
        records.set(this.nodeRecords);
        nexts.set(this.nodeNexts);
        [this.nodeRecords, this.nodeNexts] = [records, nexts];
      }
    }
    this.nodeRecords[node] = record;
    this.nodeNexts[node] = next;
    return node;
  }

  private release(node: number): void {
    this.nodeNexts[node] = this.freeNodes;
    this.freeNodes = node;
  }
}
