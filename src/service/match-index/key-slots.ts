import type { Image } from './index-image';

/** Grown past this share of occupied slots; linear probing slows down sharply above it. */
const MAX_LOAD = 0.8;
/** Share of occupied slots after growing or fitting: room to grow by a seventh before the next rehash. */
export const FITTED_LOAD = 0.7;
const MIN_CAPACITY = 64;
/** The value of a slot that holds no key. */
export const EMPTY = -1;

/**
 * 64-bit keys (two 32-bit halves, key-hash.ts) with a 32-bit value each, for millions of keys in three typed arrays
 * rather than a JavaScript object per key (which would cost several times the memory and long garbage-collection
 * pauses, and could not be shared with other processes through a mapped snapshot). Open addressing with linear
 * probing from a slot chosen by the key's high half (scaled to any capacity, so the table is sized to its keys
 * rather than to a power of two); the low half tells keys apart. What a value means is the subclass's.
 */
export class KeySlots {
  protected highs: Uint32Array<ArrayBuffer>;
  protected lows: Uint32Array<ArrayBuffer>;
  /** Each slot's value, or EMPTY. */
  protected values: Int32Array<ArrayBuffer>;
  protected capacity: number;
  protected occupied = 0;

  constructor(expectedKeys = 0) {
    this.capacity = Math.max(MIN_CAPACITY, Math.ceil(expectedKeys / FITTED_LOAD));
    this.highs = new Uint32Array(this.capacity);
    this.lows = new Uint32Array(this.capacity);
    this.values = new Int32Array(this.capacity).fill(EMPTY);
  }

  /** Distinct keys held. */
  get keys(): number {
    return this.occupied;
  }

  /** The slots as they are, for a snapshot; a subclass adds what it holds beside them. */
  protected slotsImage(): Image {
    const { capacity, occupied, highs, lows, values } = this;
    return { values: { capacity, occupied }, arrays: { highs, lows, values }, parts: {} };
  }

  /** Takes the slots of an image slotsImage wrote, as they are (views of the snapshot's memory). */
  protected restoreSlots({ values, arrays }: Image): void {
    this.capacity = values['capacity'] as number;
    this.occupied = values['occupied'] as number;
    this.highs = arrays['highs'] as Uint32Array<ArrayBuffer>;
    this.lows = arrays['lows'] as Uint32Array<ArrayBuffer>;
    this.values = arrays['values'] as Int32Array<ArrayBuffer>;
  }

  private home(high: number): number {
    return Math.floor((high / 4294967296) * this.capacity);
  }

  /** How far `to` lies after `from` along the probe order, which wraps at the end. */
  private distance(from: number, to: number): number {
    return to >= from ? to - from : to + this.capacity - from;
  }

  /** The key's slot, or −(insertion slot) − 1 when it is absent. */
  protected find(high: number, low: number): number {
    const { highs, lows, values, capacity } = this;
    let slot = this.home(high);
    while (values[slot] !== EMPTY) {
      if (highs[slot] === high && lows[slot] === low) return slot;
      slot = slot + 1 === capacity ? 0 : slot + 1;
    }
    return -slot - 1;
  }

  /** Puts an absent key in with its value, at `absent` (what find answered), growing the table first if full. */
  protected insert(absent: number, high: number, low: number, value: number): void {
    let slot = -absent - 1;
    if (this.occupied + 1 > this.capacity * MAX_LOAD) {
      this.resize(Math.ceil((this.occupied + 1) / FITTED_LOAD));
      slot = -this.find(high, low) - 1;
    }
    this.highs[slot] = high;
    this.lows[slot] = low;
    this.values[slot] = value;
    this.occupied++;
  }

  /** Empties a slot, moving later keys of its probe run back so that no key becomes unreachable. */
  protected vacate(slot: number): void {
    const { highs, lows, values, capacity } = this;
    let hole = slot;
    for (
      let next = slot + 1 === capacity ? 0 : slot + 1;
      values[next] !== EMPTY;
      next = next + 1 === capacity ? 0 : next + 1
    ) {
      const home = this.home(highs[next]!);
      if (this.distance(home, hole) < this.distance(home, next)) {
        highs[hole] = highs[next]!;
        lows[hole] = lows[next]!;
        values[hole] = values[next]!;
        hole = next;
      }
    }
    values[hole] = EMPTY;
    this.occupied--;
  }

  /** Resizes the table to its keys: growth by steps leaves up to a third of the slots empty. */
  protected fitSlots(): void {
    this.resize(Math.ceil(this.occupied / FITTED_LOAD));
  }

  private resize(capacity: number): void {
    const { highs, lows, values } = this;
    this.capacity = Math.max(MIN_CAPACITY, capacity);
    this.highs = new Uint32Array(this.capacity);
    this.lows = new Uint32Array(this.capacity);
    this.values = new Int32Array(this.capacity).fill(EMPTY);
    for (let slot = 0; slot < values.length; slot++) {
      if (values[slot] === EMPTY) continue;
      const target = -this.find(highs[slot]!, lows[slot]!) - 1;
      this.highs[target] = highs[slot]!;
      this.lows[target] = lows[slot]!;
      this.values[target] = values[slot]!;
    }
  }
}
