import { useQuery } from '@tanstack/react-query';
import { Box, Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import type { Merge } from '../../../contract/merge';
import { recordMergesQueryOptions } from '../../api/merge-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { formatDateTime } from '../../ui/format-date-time';
import { RecordName } from '../../ui/RecordName';
import { RecordNameSeries } from '../../ui/RecordNameSeries';
import { useUndoMerge } from '../../ui/merge/use-undo-merge';
import { recordNamesText } from '../../ui/record-ref-text';

/** A record page's section of the merges the record took part in. */
export function MergeHistory({ recordId }: { recordId: string }) {
  return (
    <Box component="section" aria-labelledby="record-merges-heading" sx={{ mt: 4 }}>
      <Typography id="record-merges-heading" variant="h5" component="h2" gutterBottom>
        Merges
      </Typography>
      <MergeList recordId={recordId} />
    </Box>
  );
}

/** The merges a record took part in, each with Undo while it stands. */
function MergeList({ recordId }: { recordId: string }) {
  const merges = useQuery(recordMergesQueryOptions(recordId));
  const undo = useUndoMerge();
  if (merges.isPending) return <Skeleton variant="rectangular" height={60} />;
  if (merges.isError) return <ApiErrorAlert error={merges.error} onRetry={() => void merges.refetch()} />;
  if (merges.data.length === 0) return <Typography>This record has not been merged.</Typography>;
  const describe = (merge: Merge) => (
    <>
      <RecordNameSeries records={merge.mergedRecords} /> merged into{' '}
      <RecordName record={merge.masterRecord} layout="name" /> by {merge.mergedBy} at{' '}
      {formatDateTime(merge.mergedAt)}
      {merge.undoneAt ? ` · undone by ${merge.undoneBy} at ${formatDateTime(merge.undoneAt)}` : ''}
    </>
  );
  return (
    <Box>
      {undo.error && <ApiErrorAlert error={undo.error} />}
      {undo.dialog}
      <List dense aria-label="Merges">
        {merges.data.map((merge) => (
          <ListItem
            key={merge.id}
            secondaryAction={
              !merge.undoneAt && (
                <Button
                  size="small"
                  loading={undo.undoing(merge.id)}
                  onClick={() =>
                    undo.ask({
                      mergeId: merge.id,
                      master: merge.masterRecord.displayName,
                      records: recordNamesText([merge.masterRecord, ...merge.mergedRecords]),
                    })
                  }
                  aria-label={`Undo the merge of ${formatDateTime(merge.mergedAt)}`}
                >
                  Undo
                </Button>
              )
            }
          >
            <ListItemText primary={describe(merge)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
