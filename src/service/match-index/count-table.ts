import type { Image } from './index-image';
import { highHalf, lowHalf } from './key-hash';
import { KeySlots } from './key-slots';

/**
 * How many times each text is counted (KeySlots: a key's slot holds its count), keyed by the text's 64-bit hash
 * rather than the text itself: a million records' values fit in a few typed arrays, which a snapshot maps rather
 * than rebuilds. Two texts whose hashes collide would share a count; at 64 bits that is not expected in a lifetime
 * of a store, and would only weigh one value's agreement as if it were as common as both.
 */
export class CountTable extends KeySlots {
  toImage(): Image {
    return this.slotsImage();
  }

  static fromImage(image: Image): CountTable {
    const table = new CountTable();
    table.restoreSlots(image);
    return table;
  }

  /** How many times `text` is counted now. */
  count(text: string): number {
    const slot = this.find(highHalf(text), lowHalf(text));
    return slot < 0 ? 0 : this.values[slot]!;
  }

  /** Counts `text` in (+1) or out (−1); answers its count after. A text counted out to none is forgotten. */
  change(text: string, by: 1 | -1): number {
    const high = highHalf(text);
    const low = lowHalf(text);
    const slot = this.find(high, low);
    if (slot < 0) {
      if (by > 0) this.insert(slot, high, low, by);
      return by;
    }
    const after = this.values[slot]! + by;
    if (after <= 0) this.vacate(slot);
    else this.values[slot] = after;
    return after;
  }
}
