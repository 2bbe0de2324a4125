import type { PreparedValue, StoredForm } from '../matching/match-method';
import type { CandidateValue, FieldPlan } from '../matching/scoring/score-scenario';
import { decodeForm, encodeForm } from './form-codec';
import type { IndexLayout } from './index-layout';

/**
 * A record's stored forms, one per slot of its layout: the number of slots, a description of each slot, then the
 * slots' encoded forms (form-codec) in slot order. A slot's description is one byte, two for a long form:
 * - below 0x80, the length of its form; 0 where the record has no value;
 * - 0x80 + an earlier slot (of the first 64) whose form it repeats: a first name under two word lists is one form;
 * - 0xc0 + the high six bits of a form's length of 128 bytes or more, then a byte with the low eight.
 * A search reads only the slots it compares, and most candidates are ruled out by one or two of them.
 */
const SAME_AS = 0x80;
const LONG = 0xc0;
const MAX_SLOTS = 0xff;
const MAX_FORM_BYTES = (0xff - LONG + 1) << 8;
/** The most bytes of forms a record may have: the match index's entry of a record keeps its length in two bytes. */
const MAX_FORMS_BYTES = 0xf000;
const EMPTY: Buffer = Buffer.alloc(1);
const EMPTY_FORM: Buffer = Buffer.alloc(0);

export function encodeForms(slots: readonly (StoredForm | null)[]): Buffer {
  if (slots.length > MAX_SLOTS) throw new Error(`A match index entry holds at most ${MAX_SLOTS} forms`);
  const first = new Map<string, number>();
  const descriptions = [slots.length];
  const forms: Buffer[] = [];
  slots.forEach((stored, slot) => {
    const form = stored === null ? EMPTY_FORM : encodeForm(stored);
    const key = form.toString('latin1');
    const repeated = form.length ? first.get(key) : undefined;
    if (repeated !== undefined) {
      descriptions.push(SAME_AS + repeated);
      return;
    }
    if (form.length && slot < LONG - SAME_AS) first.set(key, slot);
    if (form.length < SAME_AS) descriptions.push(form.length);
    else if (form.length < MAX_FORM_BYTES) descriptions.push(LONG + (form.length >> 8), form.length & 0xff);
    else throw new Error('A value is too large for the match index');
    forms.push(form);
  });
  const bytes = Buffer.concat([Buffer.from(descriptions), ...forms]);
  if (bytes.length > MAX_FORMS_BYTES) throw new Error('A record is too large for the match index');
  return bytes;
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
  /** Where each slot's form starts and ends in the bytes, once walked. */
  private readonly starts: Int32Array<ArrayBuffer>;
  private readonly ends: Int32Array<ArrayBuffer>;
  private walked = false;

  constructor(layout: IndexLayout) {
    this.layout = layout;
    this.restored = new Array<PreparedValue | null | undefined>(layout.forms.length);
    this.starts = new Int32Array(layout.forms.length);
    this.ends = new Int32Array(layout.forms.length);
  }

  /** Points the reader at stored forms starting at `from` in `bytes`, which must not change while it reads. */
  at(bytes: Buffer, from = 0): this {
    this.bytes = bytes;
    this.from = from;
    this.walked = false;
    this.restored.fill(undefined);
    return this;
  }

  /** Where each slot's form lies, from the slot descriptions: read once per record, at its first slot read. */
  private walk(): void {
    const { bytes, from, starts, ends } = this;
    const count = bytes[from]!;
    let at = from + 1;
    let length = 0;
    for (let slot = 0; slot < count; slot++) {
      const description = bytes[at++]!;
      if (description >= SAME_AS && description < LONG) {
        starts[slot] = starts[description - SAME_AS]!;
        ends[slot] = ends[description - SAME_AS]!;
        continue;
      }
      starts[slot] = length;
      length += description < SAME_AS ? description : ((description - LONG) << 8) | bytes[at++]!;
      ends[slot] = length;
    }
    for (let slot = 0; slot < count; slot++) {
      starts[slot]! += at;
      ends[slot]! += at;
    }
    this.walked = true;
  }

  /** The slot's formKey, '' when the record has no value there. */
  keyOf(slot: number): string {
    if (!this.walked) this.walk();
    return this.bytes.toString('latin1', this.starts[slot], this.ends[slot]);
  }

  /** The record's prepared value of a field, or null when it has none. */
  readonly value: CandidateValue = (field: FieldPlan) => {
    const slot = this.layout.slotOf.get(field.form);
    if (slot === undefined || slot >= this.bytes[this.from]!) {
      throw new Error(`${field.form} is not a form of the ${this.layout.recordType} index`);
    }
    let value = this.restored[slot];
    if (value === undefined) {
      if (!this.walked) this.walk();
      const start = this.starts[slot]!;
      value =
        start < this.ends[slot]!
          ? this.layout.forms[slot]!.method.restore(decodeForm(this.bytes, start))
          : null;
      this.restored[slot] = value;
    }
    return value;
  };
}

/** A record's prepared values from its stored forms, read by a reader of their own. */
export const readForms = (layout: IndexLayout, bytes: Buffer, from = 0): CandidateValue =>
  new FormsReader(layout).at(bytes, from).value;
