import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link } from '@mui/material';
import { undoMergeMutationOptions } from '../../api/merge-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { recordPath } from '../../ui/record-path';
import type { MergeNotice } from './review-navigation-state';

/** A merge just made, with the master's link and an Undo that puts every record back. */
export function MergeNoticeAlert({ notice, onUndone }: { notice: MergeNotice; onUndone: () => unknown }) {
  const undo = useMutation({ ...undoMergeMutationOptions(), onSuccess: () => void onUndone() });
  const { result, subject, objectType } = notice;
  return (
    <>
      <Alert
        severity={undo.isSuccess ? 'info' : 'success'}
        sx={{ mb: 2 }}
        action={
          !undo.isSuccess && (
            <Button
              color="inherit"
              size="small"
              loading={undo.isPending}
              onClick={() => undo.mutate(result.mergeId)}
            >
              Undo
            </Button>
          )
        }
      >
        {undo.isSuccess ? (
          <>{subject}: merge undone, every record is back as it was.</>
        ) : (
          <>
            {subject} merged into{' '}
            <Link component={RouterLink} to={recordPath(objectType, result.master.Id!)}>
              {result.master.Id}
            </Link>
            {result.related.length > 0 ? `; ${result.related.length} related records moved` : ''}.
          </>
        )}
      </Alert>
      {undo.isError && <ApiErrorAlert error={undo.error} />}
    </>
  );
}
