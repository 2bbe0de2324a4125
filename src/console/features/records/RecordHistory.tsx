import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { AuditEventCard } from './AuditEventCard';
import { recordHistoryQueryOptions } from '../../api/record-queries';

/** Every change of a record, newest first, with older pages on request. */
export function RecordHistory({
  recordId,
  labels,
}: {
  recordId: string;
  labels: ReadonlyMap<string, string>;
}) {
  const history = useInfiniteQuery(recordHistoryQueryOptions(recordId));
  if (history.isPending) {
    return (
      <Box role="status" aria-label="Loading the history">
        <Skeleton variant="rectangular" height={120} />
      </Box>
    );
  }
  if (history.isError) {
    return <ApiErrorAlert error={history.error} onRetry={() => void history.refetch()} />;
  }
  const events = history.data.pages.flatMap((page) => page.events);
  if (events.length === 0) {
    return <Typography>No change of this record has been recorded.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {events.map((event) => (
        <AuditEventCard key={event.id} event={event} labels={labels} />
      ))}
      {history.hasNextPage && (
        <Box>
          <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            Show older changes
          </Button>
        </Box>
      )}
    </Stack>
  );
}
