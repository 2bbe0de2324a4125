import { useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import type { SObjectRecord } from '../../../contract/records';
import { recordQueryOptions } from '../../api/record-queries';
import { useFieldLabels } from '../../api/use-field-labels';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { MergeConfirmDialog } from '../../ui/merge/MergeConfirmDialog';
import { MergeEditor } from '../../ui/merge/MergeEditor';
import { MergeSummary } from '../../ui/merge/MergeSummary';
import { useConfirmedMerge, type MergeOutcome } from '../../ui/merge/use-confirmed-merge';
import { useMergeDraft } from '../../ui/merge/use-merge-draft';
import { MOST_MERGED, mergeRecordsOf } from '../../ui/merge-paths';
import { recordName } from '../../ui/record-text';
import { recordNamesText } from '../../ui/record-ref-text';

const combine = (results: UseQueryResult<SObjectRecord>[]) => ({
  records: results.flatMap((result) => (result.data ? [result.data] : [])),
  pending: results.some((result) => result.isPending),
  // A record read again after the merge fails once merged away; the records as they were still show.
  failed: results.find((result) => result.isError && result.data === undefined),
});

/**
 * Stored records merged from where their duplicates were found (a record's "Find duplicates", a search's
 * matches): the same merge view as a job's group, then what the merge did, with its Undo.
 */
export default function MergePage() {
  const [params] = useSearchParams();
  const { objectType, recordIds } = mergeRecordsOf(params);
  const { records, pending, failed } = useQueries({
    queries: recordIds.map((id) => recordQueryOptions(objectType, id)),
    combine,
  });
  const [outcome, setOutcome] = useState<MergeOutcome>();
  const [undone, setUndone] = useState(false);
  const labels = useFieldLabels(objectType);
  const merged = outcome !== undefined && !undone;

  let content;
  if (recordIds.length < 2 || recordIds.length > MOST_MERGED) {
    content = (
      <Alert severity="warning">
        A merge takes two to {MOST_MERGED} stored records of one type: choose them among a record’s duplicates
        or a search’s matches.
      </Alert>
    );
  } else if (merged) {
    content = null;
  } else if (pending) {
    content = (
      <Box role="status" aria-label="Loading the records">
        <Skeleton variant="rectangular" height={320} />
      </Box>
    );
  } else if (failed) {
    content = <ApiErrorAlert error={failed.error} onRetry={() => void failed.refetch()} />;
  } else {
    content = (
      <MergeRecords
        key={outcome?.result.mergeId ?? 'first'}
        objectType={objectType}
        records={records}
        onMerged={(made) => {
          setOutcome(made);
          setUndone(false);
        }}
      />
    );
  }
  const title = outcome
    ? `Merge into ${outcome.result.masterRecord.displayName}`
    : `Merge ${records.length > 0 ? recordNamesText(records.map((record) => ({ displayName: recordName(record) }))) : 'records'}`;
  return (
    <>
      <title>{`${title} · Steward`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {outcome && (
        <MergeSummary
          key={outcome.result.mergeId}
          outcome={outcome}
          labels={labels}
          onUndone={() => setUndone(true)}
        />
      )}
      {content}
    </>
  );
}

interface MergeRecordsProps {
  objectType: string;
  records: SObjectRecord[];
  onMerged: (outcome: MergeOutcome) => void;
}

/** The records with the steward's choices, and the Merge that asks before it writes. */
function MergeRecords({ objectType, records, onMerged }: MergeRecordsProps) {
  const draft = useMergeDraft(objectType, records, true);
  const merge = useConfirmedMerge<undefined>(draft, onMerged);
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '70ch' }}>
        Choose the record that stays and, where they differ, the value it keeps. The last column shows the
        master as it will be.
      </Typography>
      {merge.error && <ApiErrorAlert error={merge.error} />}
      <Box sx={{ mb: 2 }}>
        <Button
          variant="contained"
          disabled={draft.preview.data === undefined}
          loading={merge.merging}
          onClick={() => merge.ask(undefined)}
        >
          Merge
        </Button>
      </Box>
      <MergeEditor draft={draft} caption="Records to merge" />
      <MergeConfirmDialog
        open={merge.asking}
        preview={draft.preview.data}
        onConfirm={merge.confirm}
        onCancel={merge.cancel}
      />
    </>
  );
}
