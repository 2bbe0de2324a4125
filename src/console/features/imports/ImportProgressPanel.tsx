import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import type { Import } from '../../../contract/imports';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { cancelImportMutationOptions, importKeys } from './import-queries';
import { progressPercent, progressText } from './import-status';

/**
 * A running dry run or import: how far it got, its rate and the time left, and its Cancel: a dry run cancelled goes
 * back to the mapping, an import cancelled keeps the rows it wrote (which Undo takes back).
 */
export function ImportProgressPanel({ imported }: { imported: Import }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    ...cancelImportMutationOptions(imported.id),
    onSuccess: (cancelled) => queryClient.setQueryData(importKeys.detail(imported.id), cancelled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
  const running = imported.status === 'RUNNING';
  const what = running ? 'Importing' : 'Dry run';
  return (
    <Box component="section" aria-labelledby="progress-heading">
      <Typography id="progress-heading" variant="h5" component="h2" gutterBottom>
        {running ? 'Importing' : 'Dry run'}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        {running
          ? 'The rows are being written. You may leave this page: the import goes on, and its report waits here.'
          : 'Each row is checked against the stored records; nothing is written yet.'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressPercent(imported)}
        aria-label={`${what} progress`}
        aria-valuetext={progressText(imported)}
      />
      <Typography sx={{ mt: 1, mb: 2 }} role="status">
        {progressText(imported)}
      </Typography>
      {cancel.isError && (
        <Box sx={{ mb: 2 }}>
          <ApiErrorAlert error={cancel.error} />
        </Box>
      )}
      <Button variant="outlined" color="error" onClick={() => cancel.mutate()} loading={cancel.isPending}>
        {running ? 'Cancel the import' : 'Cancel the dry run'}
      </Button>
    </Box>
  );
}
