import type { FieldChange } from '../../../contract/audit';
import type { MergePreview, RelatedChange } from '../../../contract/merge';
import type { SObjectRecord } from '../../../contract/records';
import { formatValue } from '../record-text';

/** "1 record", "3 records". */
export const countText = (count: number, singular: string, plural: string) =>
  `${count} ${count === 1 ? singular : plural}`;

/** A record type's names as a sentence uses them. */
export interface TypeNames {
  label: string;
  labelPlural: string;
}

const ofType = (count: number, names: TypeNames) =>
  countText(count, names.label.toLowerCase(), names.labelPlural.toLowerCase());

/** How many of the fields a record fills: what a steward weighs when choosing which record stays. */
export function completenessText(record: SObjectRecord, fields: readonly string[]): string {
  const filled = fields.filter((field) => formatValue(record[field]).trim() !== '').length;
  return `${filled} of ${countText(fields.length, 'field', 'fields')}`;
}

/** The related records pointing at one record of a merge: "2 campaign members, 3 contacts"; empty with none. */
export function relatedCountsText(
  counts: MergePreview['relatedCounts'],
  recordId: string,
  namesOf: (objectType: string) => TypeNames,
): string {
  return counts
    .filter((count) => count.recordId === recordId && count.count > 0)
    .map((count) => ofType(count.count, namesOf(count.objectType)))
    .join(', ');
}

/** Related records a merge moves, by type: "2 campaign members and 1 contact"; empty with none. */
export function relatedMovesText(
  related: readonly RelatedChange[],
  namesOf: (objectType: string) => TypeNames,
) {
  const byType = new Map<string, number>();
  for (const change of related) byType.set(change.objectType, (byType.get(change.objectType) ?? 0) + 1);
  const parts = [...byType].map(([objectType, count]) => ofType(count, namesOf(objectType)));
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What the confirmation before a merge asks and tells, from the service's preview of it. */
export function mergeQuestion(preview: MergePreview, namesOf: (objectType: string) => TypeNames) {
  const master = preview.masterRecord.displayName;
  const moving = preview.related.filter((change) => !change.folded);
  const folded = preview.related.length - moving.length;
  const sentences = [
    moving.length > 0 &&
      `${relatedMovesText(moving, namesOf)} ${moving.length === 1 ? 'moves' : 'move'} to ${master}.`,
    folded > 0 &&
      `${countText(folded, 'related record', 'related records')} that ${master} already has ${folded === 1 ? 'is' : 'are'} removed.`,
    'You can undo this.',
  ];
  return {
    title: `Merge ${countText(preview.mergedIds.length + 1, 'record', 'records')} into ${master}?`,
    body: sentences.filter(Boolean).join(' '),
  };
}

/** The fields left out by "Differences only": "17 identical fields hidden". */
export const hiddenFieldsText = (count: number) =>
  `${countText(count, 'identical field', 'identical fields')} hidden`;

/** What a merge changed on the master: each field whose value it took from another record, or typed anew. */
export function masterChanges(
  before: SObjectRecord,
  after: SObjectRecord,
  fields: readonly string[],
): FieldChange[] {
  return fields
    .filter((field) => formatValue(before[field]) !== formatValue(after[field]))
    .map((field) => ({
      field,
      before: (before[field] ?? null) as FieldChange['before'],
      after: (after[field] ?? null) as FieldChange['after'],
    }));
}
