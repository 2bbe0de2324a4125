import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Collapse, LinearProgress, Paper, Typography } from '@mui/material';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  batchPercent,
  batchProgressText,
  batchSummaryText,
  countOf,
  skippedLines,
  undoOutcome,
  type BatchItemLine,
} from './batch-text';
import { batchKeys, reviewBatchQueryOptions, undoBatchMutationOptions } from './review-batch-queries';

/** Items told by their records' names, each with why. */
function ItemLines({ lines }: { lines: readonly BatchItemLine[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line.itemId}>
          {line.names}: {line.reason}
        </li>
      ))}
    </Box>
  );
}

/** Everything the console read is read again: a batch's merges change records, groups, the queue and the dashboard's figures alike. */
const refreshEverything = (queryClient: QueryClient) => queryClient.invalidateQueries();

/**
 * A review batch above the list it came from: its progress while it runs, then what it did, the items it passed
 * over by name with why, and Undo this batch.
 */
export function BatchPanel({
  batchId,
  noun,
  onClose,
}: {
  batchId: string;
  noun: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const batch = useQuery(reviewBatchQueryOptions(batchId));
  const undo = useMutation({
    ...undoBatchMutationOptions(),
    onSuccess: async (result) => {
      queryClient.setQueryData(batchKeys.detail(batchId), result.batch);
      await refreshEverything(queryClient);
    },
  });
  const [confirming, setConfirming] = useState(false);
  const [showSkipped, setShowSkipped] = useState(false);
  const done = batch.data?.status === 'DONE';
  useEffect(() => {
    if (done) void refreshEverything(queryClient);
  }, [done, batchId, queryClient]);

  if (batch.isError) return <ApiErrorAlert error={batch.error} onRetry={() => void batch.refetch()} />;
  if (!batch.data) return <LinearProgress aria-label="Reading the batch" sx={{ mb: 2 }} />;
  const data = batch.data;

  if (!done) {
    const text = batchProgressText(data);
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography role="status" sx={{ mb: 1 }}>
          {text}…
        </Typography>
        <LinearProgress variant="determinate" value={batchPercent(data)} aria-label={text} />
      </Paper>
    );
  }

  const skipped = skippedLines(data);
  const outcome = undo.data && undoOutcome(undo.data);
  const undoable = data.done > data.undone && !outcome;
  return (
    <>
      <Alert
        severity={data.skipped > 0 ? 'warning' : 'success'}
        onClose={onClose}
        sx={{ mb: 2 }}
        action={
          undoable && (
            <Button color="inherit" size="small" loading={undo.isPending} onClick={() => setConfirming(true)}>
              Undo this batch
            </Button>
          )
        }
      >
        <AlertTitle role="status">{batchSummaryText(data)}</AlertTitle>
        {skipped.length > 0 && (
          <>
            <Button
              size="small"
              color="inherit"
              aria-expanded={showSkipped}
              onClick={() => setShowSkipped(!showSkipped)}
              sx={{ ml: -1 }}
            >
              {showSkipped ? 'Hide' : 'Show'} the {countOf(data.skipped, `skipped ${noun}`)}
            </Button>
            <Collapse in={showSkipped}>
              <ItemLines lines={skipped} />
              {data.skipped > skipped.length && (
                <Typography variant="body2">
                  and {data.skipped - skipped.length} more not listed here
                </Typography>
              )}
            </Collapse>
          </>
        )}
        {outcome && (
          <Box role="status" sx={{ mt: 1 }}>
            {outcome.text}
            {outcome.refused.length > 0 && <ItemLines lines={outcome.refused} />}
          </Box>
        )}
      </Alert>
      {undo.isError && <ApiErrorAlert error={undo.error} />}
      <ConfirmDialog
        open={confirming}
        title="Undo this batch?"
        confirmLabel="Undo the batch"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          undo.mutate(batchId);
        }}
      >
        {data.action === 'MERGE'
          ? `Undoes ${countOf(data.done - data.undone, 'merge')}: each record goes back as it was, unless it changed since.`
          : `Withdraws ${countOf(data.done - data.undone, 'decision')}: the ${noun}s are open for review again.`}
      </ConfirmDialog>
    </>
  );
}
