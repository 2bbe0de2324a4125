import type { FieldRule, MasterRule } from '../../../contract/merge';
import type { ReviewBatchInput } from '../../../contract/review-batches';
import { countOf } from './batch-text';

/** How the master of each merge is chosen: one of the service's rules, or a field holding a value. */
export type MasterChoice = MasterRule | 'WHERE';

/** The merge dialog's form. */
export interface MergeBatchValues {
  master: MasterChoice;
  /** With 'WHERE': the API name of the field, and the value it should hold. */
  whereField: string;
  whereValue: string;
  fieldRule: FieldRule;
}

export const MERGE_BATCH_DEFAULTS: MergeBatchValues = {
  master: 'OLDEST',
  whereField: '',
  whereValue: '',
  fieldRule: 'NON_EMPTY',
};

export const MASTER_CHOICES: { value: MasterChoice; label: string }[] = [
  { value: 'OLDEST', label: 'Oldest created' },
  { value: 'LAST_MODIFIED', label: 'Most recently modified' },
  { value: 'MOST_COMPLETE', label: 'Most complete' },
  { value: 'WHERE', label: 'Where a field holds a value' },
];

export const FIELD_RULES: { value: FieldRule; label: string; help: string }[] = [
  { value: 'NON_EMPTY', label: 'Non-empty wins', help: 'the master’s value, or the first one filled' },
  { value: 'MOST_RECENT', label: 'Most recent', help: 'the value of the record modified last' },
  { value: 'LONGEST', label: 'Longest', help: 'the longest value' },
];

/** The rules of the form as the batch takes them. A field's value is preferred over the oldest record. */
export const mergeRulesOf = (
  values: MergeBatchValues,
): Pick<ReviewBatchInput, 'masterRule' | 'masterWhere' | 'fieldRule'> =>
  values.master === 'WHERE'
    ? {
        masterRule: 'OLDEST',
        masterWhere: { field: values.whereField, value: values.whereValue.trim() },
        fieldRule: values.fieldRule,
      }
    : { masterRule: values.master, fieldRule: values.fieldRule };

const MASTER_TEXT: Record<MasterRule, string> = {
  OLDEST: 'oldest record',
  LAST_MODIFIED: 'most recently modified record',
  MOST_COMPLETE: 'most complete record',
};

/**
 * The question the dialog asks before merging: "Merge 37 groups by most complete record?". A field's condition is
 * named by the field's label.
 */
export function mergeQuestion(
  count: number,
  noun: string,
  values: MergeBatchValues,
  labels: ReadonlyMap<string, string>,
): string {
  const field = labels.get(values.whereField) ?? (values.whereField || 'chosen field');
  const value = values.whereValue.trim();
  const by =
    values.master === 'WHERE'
      ? `the record whose ${field} ${value ? `is “${value}”` : 'holds the value'}`
      : MASTER_TEXT[values.master];
  return `Merge ${countOf(count, noun)} by ${by}?`;
}
