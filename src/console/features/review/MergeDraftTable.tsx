import type { SObjectRecord } from '../../../contract/records';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { MergeTable } from './MergeTable';
import type { MergeDraft } from './use-merge-draft';

interface MergeDraftTableProps {
  caption: string;
  records: SObjectRecord[];
  draft: MergeDraft;
  /** Whether the records may still be merged: reviewed ones are shown, not chosen among. */
  open: boolean;
}

/** The records under review side by side, with the steward's choices and the master they make. */
export function MergeDraftTable({ caption, records, draft, open }: MergeDraftTableProps) {
  const { describe, preview } = draft;
  return (
    <>
      {preview.isError && <ApiErrorAlert error={preview.error} />}
      {describe.isError && <ApiErrorAlert error={describe.error} />}
      <MergeTable
        caption={caption}
        records={records}
        fields={draft.fields}
        differing={draft.differing}
        choices={draft.choices}
        onChange={draft.setChoices}
        preview={open ? preview.data : undefined}
        disabled={!open}
      />
    </>
  );
}
