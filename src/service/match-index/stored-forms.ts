import type { PreparedValue, StoredForm } from '../matching/match-method';
import type { CandidateValue, FieldPlan } from '../matching/scoring/score-scenario';
import type { IndexLayout } from './index-layout';

/**
 * A record's stored forms, one per slot of its layout: the number of slots, two bytes per slot, then the slots' JSON
 * texts, an empty one where the record has no value. A slot's two bytes are where its text ends, or, with the top
 * bit set, the earlier slot whose text it repeats (a first name under two word lists is usually one text). A search
 * reads only the slots it compares, and most candidates are ruled out by one or two of them.
 */
const HEADER = 1;
const OFFSET_BYTES = 2;
const SAME_AS = 0x8000;
const EMPTY: Buffer = Buffer.alloc(1);

export function encodeForms(slots: readonly (StoredForm | null)[]): Buffer {
  const texts = slots.map((stored) => (stored === null ? '' : JSON.stringify(stored)));
  const first = new Map<string, number>();
  const start = HEADER + OFFSET_BYTES * texts.length;
  const bytes = Buffer.allocUnsafe(start + texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
  bytes[0] = texts.length;
  let end = start;
  texts.forEach((text, slot) => {
    const repeated = text ? first.get(text) : undefined;
    if (repeated !== undefined) {
      bytes.writeUInt16LE(SAME_AS | repeated, HEADER + OFFSET_BYTES * slot);
      return;
    }
    if (text) first.set(text, slot);
    end += bytes.write(text, end, 'utf8');
    if (end - start >= SAME_AS) throw new Error('A record is too large for the match index');
    bytes.writeUInt16LE(end - start, HEADER + OFFSET_BYTES * slot);
  });
  return bytes.subarray(0, end);
}

/**
 * Reads the prepared values of one record's stored forms at a time: each form parsed and restored when first asked
 * for. A search points one reader at candidate after candidate, so reading allocates nothing but the values.
 */
export class FormsReader {
  private readonly layout: IndexLayout;
  private readonly restored: (PreparedValue | null | undefined)[];
  private bytes: Buffer = EMPTY;
  private from = 0;

  constructor(layout: IndexLayout) {
    this.layout = layout;
    this.restored = new Array<PreparedValue | null | undefined>(layout.forms.length);
  }

  /** Points the reader at stored forms starting at `from` in `bytes`, which must not change while it reads. */
  at(bytes: Buffer, from = 0): this {
    this.bytes = bytes;
    this.from = from;
    this.restored.fill(undefined);
    return this;
  }

  /** The stored form of a slot as its JSON text, '' when the record has no value there. */
  textOf(slot: number): string {
    const { bytes, from } = this;
    const count = bytes[from]!;
    const offset = (index: number) => bytes.readUInt16LE(from + HEADER + OFFSET_BYTES * index);
    let own = offset(slot);
    let text = slot;
    if (own & SAME_AS) [text, own] = [own & ~SAME_AS, offset(own & ~SAME_AS)];
    let begin = 0;
    for (let before = text - 1; before >= 0; before--) {
      const end = offset(before);
      if (!(end & SAME_AS)) {
        begin = end;
        break;
      }
    }
    const start = from + HEADER + OFFSET_BYTES * count;
    return begin === own ? '' : bytes.toString('utf8', start + begin, start + own);
  }

  /** The record's prepared value of a field, or null when it has none. */
  readonly value: CandidateValue = (field: FieldPlan) => {
    const slot = this.layout.slotOf.get(field.form);
    if (slot === undefined || slot >= this.bytes[this.from]!) {
      throw new Error(`${field.form} is not a form of the ${this.layout.recordType} index`);
    }
    let value = this.restored[slot];
    if (value === undefined) {
      const text = this.textOf(slot);
      value = text ? this.layout.forms[slot]!.method.restore(JSON.parse(text) as StoredForm) : null;
      this.restored[slot] = value;
    }
    return value;
  };
}

/** A record's prepared values from its stored forms, read by a reader of their own. */
export const readForms = (layout: IndexLayout, bytes: Buffer, from = 0): CandidateValue =>
  new FormsReader(layout).at(bytes, from).value;
