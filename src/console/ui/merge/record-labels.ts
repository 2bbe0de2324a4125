import type { RecordRef } from '../../../contract/record-ref';
import type { SObjectRecord } from '../../../contract/records';
import { recordName } from '../record-text';
import type { MergeDraft } from './use-merge-draft';

/**
 * What each record of a review is called wherever the page refers to it (the comparison's columns, the pairs that
 * explain the scores): its display name, the service's where it gives one; records of one name are told apart by
 * their place among the records, "Jane Doe (2)", so that three columns of "Jane Doe" can be matched to their pairs.
 */
export function recordLabels(
  records: readonly SObjectRecord[],
  refs: readonly RecordRef[] = [],
): Map<string, string> {
  const names = records.map(
    (record) => refs.find((ref) => ref.id === record.Id)?.displayName ?? recordName(record),
  );
  const seen = new Map<string, number>();
  for (const name of names) seen.set(name, (seen.get(name) ?? 0) + 1);
  return new Map(
    records.map((record, index) => {
      const name = names[index]!;
      return [record.Id ?? '', seen.get(name)! > 1 ? `${name} (${index + 1})` : name];
    }),
  );
}

/** The labels of a merge draft's records: the service's display names where its preview gives them. */
export const draftRecordLabels = (draft: Pick<MergeDraft, 'records' | 'preview'>) =>
  recordLabels(
    draft.records,
    draft.preview.data ? [draft.preview.data.masterRecord, ...draft.preview.data.mergedRecords] : [],
  );
