import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import type { Merge } from '../../../contract/merge';
import { mergeKeys, recordMergesQueryOptions, undoMergeMutationOptions } from '../../api/merge-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { formatDateTime } from '../../ui/format-date-time';
import { recordPath } from '../../ui/record-path';
import { recordKeys } from '../../api/record-queries';

const recordLink = (objectType: string, id: string) => (
  <Link component={RouterLink} to={recordPath(objectType, id)} sx={{ fontFamily: 'monospace' }}>
    {id}
  </Link>
);

/** The merges a record took part in, each with Undo while it stands. */
export function MergeHistory({ recordId }: { recordId: string }) {
  const queryClient = useQueryClient();
  const merges = useQuery(recordMergesQueryOptions(recordId));
  const undo = useMutation({
    ...undoMergeMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mergeKeys.all }),
        queryClient.invalidateQueries({ queryKey: recordKeys.all }),
      ]),
  });
  if (merges.isPending) return <Skeleton variant="rectangular" height={60} />;
  if (merges.isError) return <ApiErrorAlert error={merges.error} onRetry={() => void merges.refetch()} />;
  if (merges.data.length === 0) return <Typography>This record has not been merged.</Typography>;
  const describe = (merge: Merge) => (
    <>
      {merge.mergedIds.map((id, index) => (
        <span key={id}>
          {index > 0 ? ', ' : ''}
          {recordLink(merge.objectType, id)}
        </span>
      ))}{' '}
      merged into {recordLink(merge.objectType, merge.masterId)} by {merge.mergedBy} at{' '}
      {formatDateTime(merge.mergedAt)}
      {merge.undoneAt ? ` · undone by ${merge.undoneBy} at ${formatDateTime(merge.undoneAt)}` : ''}
    </>
  );
  return (
    <Box>
      {undo.isError && <ApiErrorAlert error={undo.error} />}
      <List dense aria-label="Merges">
        {merges.data.map((merge) => (
          <ListItem
            key={merge.id}
            secondaryAction={
              !merge.undoneAt && (
                <Button
                  size="small"
                  loading={undo.isPending && undo.variables === merge.id}
                  onClick={() => undo.mutate(merge.id)}
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
