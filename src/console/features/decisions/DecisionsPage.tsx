import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { notDuplicateKeys, withdrawNotDuplicateMutationOptions } from '../../api/not-duplicate-queries';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { formatDateTime } from '../../ui/format-date-time';
import { RecordName } from '../../ui/RecordName';
import { recordNamesText } from '../../ui/record-ref-text';
import { keyedState, useUrlState } from '../../ui/use-url-state';
import { decisionsQueryOptions } from './decision-queries';

/** The record type whose decisions are listed; none lists every type's. */
const decisionListState = keyedState({ type: '' }, (params) => ({ type: params.get('type') ?? '' }));

/** The pairs stewards decided are not duplicates; withdrawing one lets jobs, searches and upserts find it again. */
export default function DecisionsPage() {
  const {
    state: { type: objectType },
    update,
  } = useUrlState(decisionListState);
  const queryClient = useQueryClient();
  const types = useQuery(recordTypesQueryOptions());
  const decisions = useInfiniteQuery(decisionsQueryOptions(objectType));
  const restore = useMutation({
    ...withdrawNotDuplicateMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notDuplicateKeys.all }),
  });
  const rows = decisions.data?.pages.flatMap((page) => page.decisions) ?? [];

  return (
    <>
      <title>Not duplicates · Steward</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Not duplicates
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        Pairs of records a steward decided are different. Duplicate jobs keep them apart, a search of one
        record leaves the other out, and upserts no longer log them for review. Withdraw a decision to let
        them be found again.
      </Typography>
      <TextField
        select
        size="small"
        label="Record type"
        value={objectType}
        onChange={(event) => update({ type: event.target.value })}
        sx={{ minWidth: 200, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Any</MenuItem>
        {(types.data ?? []).map((type) => (
          <MenuItem key={type.name} value={type.name}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      {restore.isError && <ApiErrorAlert error={restore.error} />}
      <QueryGate
        queries={[decisions]}
        loadingLabel="Loading the decisions"
        placeholder={<SkeletonRows count={4} height={36} />}
      >
        {() =>
          rows.length === 0 ? (
            <Typography>No decision yet.</Typography>
          ) : (
            <>
              <TableContainer>
                <Table size="small" aria-label="Not-a-duplicate decisions">
                  <TableHead>
                    <TableRow>
                      <TableCell>Records</TableCell>
                      <TableCell>Type</TableCell>
                      <TableCell>Decided</TableCell>
                      <TableCell>Actions</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((decision) => (
                      <TableRow key={decision.id} sx={{ verticalAlign: 'top' }}>
                        <TableCell>
                          <Stack spacing={1}>
                            <RecordName record={decision.record} />
                            <RecordName record={decision.other} />
                          </Stack>
                        </TableCell>
                        <TableCell>{decision.objectType}</TableCell>
                        <TableCell>
                          {decision.decidedBy},{' '}
                          <time dateTime={decision.decidedAt}>{formatDateTime(decision.decidedAt)}</time>
                        </TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            loading={restore.isPending && restore.variables === decision.id}
                            onClick={() => restore.mutate(decision.id)}
                            aria-label={`Withdraw the decision on ${recordNamesText([decision.record, decision.other])}`}
                          >
                            Withdraw
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {decisions.hasNextPage && (
                <Box sx={{ mt: 2 }}>
                  <Button
                    onClick={() => void decisions.fetchNextPage()}
                    loading={decisions.isFetchingNextPage}
                  >
                    Show older decisions
                  </Button>
                </Box>
              )}
            </>
          )
        }
      </QueryGate>
    </>
  );
}
