import type { PreparedValue, StoredForm } from '../matching/match-method';
import type { CandidateValue, FieldPlan } from '../matching/scoring/score-scenario';
import { decodeForm, encodeForm } from './form-codec';
import type { IndexLayout } from './index-layout';

/**
 * A record's stored forms, one per slot of its layout: the number of slots, two bytes per slot, then the slots'
 * encoded forms (form-codec), nothing where the record has no value. A slot's two bytes are where its form ends, or,
 * with the top bit set, the earlier slot whose form it repeats (a first name under two word lists is usually one
 * form). A search reads only the slots it compares, and most candidates are ruled out by one or two of them.
 */
const HEADER = 1;
const OFFSET_BYTES = 2;
const SAME_AS = 0x8000;
const EMPTY: Buffer = Buffer.alloc(1);
const EMPTY_FORM: Buffer = Buffer.alloc(0);

export function encodeForms(slots: readonly (StoredForm | null)[]): Buffer {
  const forms = slots.map((stored) => (stored === null ? EMPTY_FORM : encodeForm(stored)));
  const first = new Map<string, number>();
  const start = HEADER + OFFSET_BYTES * forms.length;
  const bytes = Buffer.allocUnsafe(start + forms.reduce((sum, form) => sum + form.length, 0));
  bytes[0] = forms.length;
  let end = start;
  forms.forEach((form, slot) => {
    const key = form.toString('latin1');
    const repeated = form.length ? first.get(key) : undefined;
    if (repeated !== undefined) {
      bytes.writeUInt16LE(SAME_AS | repeated, HEADER + OFFSET_BYTES * slot);
      return;
    }
    if (form.length) first.set(key, slot);
    end += form.copy(bytes, end);
    if (end - start >= SAME_AS) throw new Error('A record is too large for the match index');
    bytes.writeUInt16LE(end - start, HEADER + OFFSET_BYTES * slot);
  });
  return bytes.subarray(0, end);
}

/** What term frequencies count a value by: its encoded stored form, one character a byte. */
export const formKey = (form: StoredForm): string => encodeForm(form).toString('latin1');

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

  /** Where the slot's encoded form lies, as [start, end) in the bytes; empty when the record has no value there. */
  private spanOf(slot: number): [number, number] {
    const { bytes, from } = this;
    const count = bytes[from]!;
    const offset = (index: number) => bytes.readUInt16LE(from + HEADER + OFFSET_BYTES * index);
    let own = offset(slot);
    let form = slot;
    if (own & SAME_AS) [form, own] = [own & ~SAME_AS, offset(own & ~SAME_AS)];
    let begin = 0;
    for (let before = form - 1; before >= 0; before--) {
      const end = offset(before);
      if (!(end & SAME_AS)) {
        begin = end;
        break;
      }
    }
    const start = from + HEADER + OFFSET_BYTES * count;
    return [start + begin, start + own];
  }

  /** The slot's formKey, '' when the record has no value there. */
  keyOf(slot: number): string {
    const [start, end] = this.spanOf(slot);
    return this.bytes.toString('latin1', start, end);
  }

  /** The record's prepared value of a field, or null when it has none. */
  readonly value: CandidateValue = (field: FieldPlan) => {
    const slot = this.layout.slotOf.get(field.form);
    if (slot === undefined || slot >= this.bytes[this.from]!) {
      throw new Error(`${field.form} is not a form of the ${this.layout.recordType} index`);
    }
    let value = this.restored[slot];
    if (value === undefined) {
      const [start, end] = this.spanOf(slot);
      value = start < end ? this.layout.forms[slot]!.method.restore(decodeForm(this.bytes, start)) : null;
      this.restored[slot] = value;
    }
    return value;
  };
}

/** A record's prepared values from its stored forms, read by a reader of their own. */
export const readForms = (layout: IndexLayout, bytes: Buffer, from = 0): CandidateValue =>
  new FormsReader(layout).at(bytes, from).value;
