import type { PreparedValue } from '../matching/match-method';
import { recordKeys } from '../matching/scoring/blocking-keys';
import { prepareValue } from '../matching/scoring/score-scenario';
import type { RecordValues } from '../records/record-store';
import type { IndexLayout } from './index-layout';
import { hashKeys } from './key-hash';
import { encodeForms } from './stored-forms';

/**
 * What the match index keeps of a record, computed once when the record is written: every form its scenarios
 * compare, prepared and stored (see stored-forms), and its blocking keys as hashes.
 */
export interface RecordEntry {
  forms: Buffer;
  keys: Uint32Array;
}

/** A stored value as the text a match method reads; empty values have none. */
export function fieldText(values: RecordValues, field: string): string | undefined {
  const value = values[field];
  if (value === null || value === undefined) return undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** Every field of a record as the matcher reads it: text, or undefined for an empty value. */
export const valuesAsText = (values: RecordValues): Record<string, string | undefined> =>
  Object.fromEntries(Object.keys(values).map((name) => [name, fieldText(values, name)]));

/**
 * A slot's value prepared already (by a search of the same values, or for an earlier entry of a record whose value
 * of the slot's field is the same), null when there is none, or undefined to prepare it from the values.
 */
export type KnownSlot = (slot: number) => PreparedValue | null | undefined;

/**
 * The record's values prepared once per form, in slot order; `known` gives the slots prepared already, which must
 * be what preparing the record's value of the slot's field gives (a form names its field and preparation).
 */
export function preparedSlots(
  layout: IndexLayout,
  values: RecordValues,
  known?: KnownSlot,
): (PreparedValue | null)[] {
  return layout.forms.map((field, slot) => {
    const ready = known?.(slot);
    if (ready !== undefined) return ready;
    const text = fieldText(values, field.field);
    return text === undefined ? null : prepareValue(field, text);
  });
}

/**
 * The entry of a record's prepared slots (preparedSlots). Blocking keys are computed once per prepared value (see
 * blocking-keys), so slots shared with a search reuse the keys it computed.
 */
export function entryOfSlots(layout: IndexLayout, slots: readonly (PreparedValue | null)[]): RecordEntry {
  const stored = slots.map((value, slot) => value && layout.forms[slot]!.method.store(value));
  return {
    forms: encodeForms(stored),
    keys: hashKeys(recordKeys(layout.plans, (field) => slots[layout.slotOf.get(field.form)!])),
  };
}

export const recordEntry = (layout: IndexLayout, values: RecordValues): RecordEntry =>
  entryOfSlots(layout, preparedSlots(layout, values));
