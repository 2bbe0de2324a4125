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

/** The record's values prepared once per form, in slot order. */
export function preparedSlots(layout: IndexLayout, values: RecordValues): (PreparedValue | null)[] {
  return layout.forms.map((field) => {
    const text = fieldText(values, field.field);
    return text === undefined ? null : prepareValue(field, text);
  });
}

export function recordEntry(layout: IndexLayout, values: RecordValues): RecordEntry {
  const slots = preparedSlots(layout, values);
  const stored = slots.map((value, slot) => value && layout.forms[slot]!.method.store(value));
  return {
    forms: encodeForms(stored),
    keys: hashKeys(recordKeys(layout.plans, (field) => slots[layout.slotOf.get(field.form)!])),
  };
}
