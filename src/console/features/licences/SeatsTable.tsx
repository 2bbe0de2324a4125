import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { LicenseSeat } from '../../../contract/licenses';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeText } from '../../ui/DateTimeText';
import { licenceKeys } from '../../api/licence-seat-queries';
import { revokeSeatMutationOptions } from './licence-queries';

/** A day; null when there was none; undefined while it is not known yet. */
function LastUse({ day }: { day: string | null | undefined }) {
  if (day === undefined) return 'Loading…';
  return day === null ? 'Never' : <DateTimeText iso={day} dateOnly />;
}

interface SeatsTableProps {
  seats: readonly LicenseSeat[];
  /** The last day each principal called the API; undefined while it loads. */
  lastUse: ReadonlyMap<string, string> | undefined;
}

/** The seats held, with when each holder last used the API, each revocable once confirmed. */
export function SeatsTable({ seats, lastUse }: SeatsTableProps) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    ...revokeSeatMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: licenceKeys.all }),
  });
  const [revoking, setRevoking] = useState<string | undefined>();

  if (seats.length === 0) return <Typography>Nobody holds a seat.</Typography>;
  return (
    <>
      {revoke.isError && <ApiErrorAlert error={revoke.error} />}
      <TableContainer>
        <Table size="small" aria-label="Licence seats">
          <TableHead>
            <TableRow>
              <TableCell>User or client</TableCell>
              <TableCell>Assigned</TableCell>
              <TableCell>Assigned by</TableCell>
              <TableCell>Last API use</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {seats.map((seat) => (
              <TableRow key={seat.principal}>
                <TableCell component="th" scope="row">
                  {seat.principal}
                </TableCell>
                <TableCell>
                  <DateTimeText iso={seat.assignedAt} />
                </TableCell>
                <TableCell>{seat.assignedBy}</TableCell>
                <TableCell>
                  <LastUse day={lastUse === undefined ? undefined : (lastUse.get(seat.principal) ?? null)} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    loading={revoke.isPending && revoke.variables === seat.principal}
                    onClick={() => setRevoking(seat.principal)}
                    aria-label={`Revoke the seat of ${seat.principal}`}
                  >
                    Revoke
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={revoking !== undefined}
        title={`Revoke the seat of ${revoking ?? ''}?`}
        confirmLabel="Revoke"
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => {
          if (revoking !== undefined) revoke.mutate(revoking);
          setRevoking(undefined);
        }}
      >
        From their next request, {revoking} can no longer use the licensed API: scenarios, search, upsert and
        address validation. Assign a seat again to give it back.
      </ConfirmDialog>
    </>
  );
}
