import type { Image } from './index-image';
import { EMPTY, KeySlots } from './key-slots';

const NO_NODE = -1;
/** A slot's value, its head: a record (≥ 0), no key (EMPTY), or a list, whose header node is LIST_BASE − head. */
const LIST_BASE = -2;

/**
 * Blocking key → records holding it (KeySlots: a key's slot holds its head). A key held by one record, the common
 * case (an e-mail address, a phone number), keeps the record in its slot; keys shared by several records point to a
 * list in a pool of nodes, headed by a node that holds the count. Records are numbers (the type index's ordinals).
 */
export class PostingTable extends KeySlots {
  /** Pool nodes: a record and the next node; in a list's header node, the count and the first node. */
  private nodeRecords = new Int32Array(1024);
  private nodeNexts = new Int32Array(1024);
  private nodesEverUsed = 0;
  private freeNodes = NO_NODE;
  private postings = 0;

  /** The table as it is, for a snapshot: the pool only as far as it was ever used. */
  toImage(): Image {
    const { nodesEverUsed, freeNodes, postings } = this;
    const slots = this.slotsImage();
    return {
      values: { ...slots.values, nodesEverUsed, freeNodes, postings },
      arrays: {
        ...slots.arrays,
        nodeRecords: this.nodeRecords.subarray(0, nodesEverUsed),
        nodeNexts: this.nodeNexts.subarray(0, nodesEverUsed),
      },
      parts: {},
    };
  }

  static fromImage(image: Image): PostingTable {
    const { values, arrays } = image;
    const table = new PostingTable();
    table.restoreSlots(image);
    table.nodesEverUsed = values['nodesEverUsed'] as number;
    table.freeNodes = values['freeNodes'] as number;
    table.postings = values['postings'] as number;
    table.nodeRecords = arrays['nodeRecords'] as Int32Array<ArrayBuffer>;
    table.nodeNexts = arrays['nodeNexts'] as Int32Array<ArrayBuffer>;
    return table;
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
    const head = this.values[slot]!;
    return head >= 0 ? 1 : this.nodeRecords[LIST_BASE - head]!;
  }

  /** Calls `visit` with every record holding the key, newest first, until it answers false. */
  forEach(high: number, low: number, visit: (record: number) => boolean | void): void {
    const slot = this.find(high, low);
    if (slot < 0) return;
    const head = this.values[slot]!;
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
    const slot = this.find(high, low);
    if (slot < 0) {
      this.insert(slot, high, low, record);
    } else {
      const head = this.values[slot]!;
      // node() may grow the pool: each new node is made before the arrays are indexed to link it.
      if (head >= 0) {
        const first = this.node(head, NO_NODE);
        const added = this.node(record, first);
        const header = this.node(2, added);
        this.values[slot] = LIST_BASE - header;
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
    const head = this.values[slot]!;
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
      this.values[slot] = this.nodeRecords[last]!;
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
    this.fitSlots();
    let pooled = 0;
    for (let slot = 0; slot < this.capacity; slot++) {
      const head = this.values[slot]!;
      if (head < EMPTY) pooled += 1 + this.nodeRecords[LIST_BASE - head]!;
    }
    const records = new Int32Array(Math.max(1024, pooled));
    const nexts = new Int32Array(records.length);
    let used = 0;
    for (let slot = 0; slot < this.capacity; slot++) {
      const head = this.values[slot]!;
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
      this.values[slot] = LIST_BASE - header;
    }
    [this.nodeRecords, this.nodeNexts] = [records, nexts];
    this.nodesEverUsed = used;
    this.freeNodes = NO_NODE;
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
