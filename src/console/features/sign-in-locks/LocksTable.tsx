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
import type { SignInLock, SignInLockKey } from '../../../contract/sign-in-locks';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeText } from '../../ui/DateTimeText';
import { liftLockMutationOptions, signInLockKeys } from './sign-in-lock-queries';

const KIND_LABELS = { USER: 'user', CLIENT: 'client' } as const;

const lockName = (lock: SignInLockKey) => `${lock.name} (${KIND_LABELS[lock.kind]}) from ${lock.source}`;
const sameLock = (a: SignInLockKey, b: SignInLockKey | undefined) =>
  b !== undefined && a.kind === b.kind && a.name === b.name && a.source === b.source;

/** The locks in force, each liftable once confirmed. */
export function LocksTable({ locks }: { locks: readonly SignInLock[] }) {
  const queryClient = useQueryClient();
  const lift = useMutation({
    ...liftLockMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInLockKeys.all }),
  });
  const [lifting, setLifting] = useState<SignInLockKey | undefined>();

  if (locks.length === 0) return <Typography>Nobody is locked out.</Typography>;
  return (
    <>
      {lift.isError && <ApiErrorAlert error={lift.error} />}
      <TableContainer>
        <Table size="small" aria-label="Sign-in locks">
          <TableHead>
            <TableRow>
              <TableCell>User or client</TableCell>
              <TableCell>From address</TableCell>
              <TableCell>Failures</TableCell>
              <TableCell>Locked until</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {locks.map((lock) => (
              <TableRow key={`${lock.kind}:${lock.name}:${lock.source}`}>
                <TableCell component="th" scope="row">
                  {lock.name}
                  <Typography variant="body2" color="text.secondary">
                    {KIND_LABELS[lock.kind]}
                  </Typography>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{lock.source}</TableCell>
                <TableCell>{lock.failures}</TableCell>
                <TableCell>
                  <DateTimeText iso={lock.lockedUntil} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    loading={lift.isPending && sameLock(lock, lift.variables)}
                    onClick={() => setLifting(lock)}
                    aria-label={`Lift the lock of ${lockName(lock)}`}
                  >
                    Lift
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={lifting !== undefined}
        title={`Lift the lock of ${lifting ? lockName(lifting) : ''}?`}
        confirmLabel="Lift"
        onCancel={() => setLifting(undefined)}
        onConfirm={() => {
          if (lifting !== undefined)
            lift.mutate({ kind: lifting.kind, name: lifting.name, source: lifting.source });
          setLifting(undefined);
        }}
      >
        Whoever signs in as {lifting?.name} from {lifting?.source} is let in again at once, and their failures
        there are forgotten. If the failures were an attack, it can go on from there.
      </ConfirmDialog>
    </>
  );
}
