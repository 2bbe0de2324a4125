import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Import } from '../../../contract/imports';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { applyImportMutationOptions, importKeys } from './import-queries';
import { countsText, rowsWritten } from './import-status';
import { MappingStep } from './MappingStep';
import { OutcomeTabs } from './OutcomeTabs';

const count = (value: number) => value.toLocaleString('en');

/** The dry run's results: counts and example rows per outcome; then the import itself, once confirmed. */
export function CheckedStep({ imported }: { imported: Import }) {
  const queryClient = useQueryClient();
  const [remapping, setRemapping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const apply = useMutation({
    ...applyImportMutationOptions(imported.id),
    onSuccess: (running) => {
      queryClient.setQueryData(importKeys.detail(imported.id), running);
      void queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
  if (remapping) return <MappingStep imported={imported} onCancel={() => setRemapping(false)} />;

  const counts = imported.checked ?? { CREATE: 0, UPDATE: 0, SKIP: 0, REVIEW: 0, ERROR: 0 };
  const written = rowsWritten(counts);
  return (
    <Box component="section" aria-labelledby="dry-run-heading">
      <Typography id="dry-run-heading" variant="h5" component="h2" gutterBottom>
        Dry run
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }} role="status">
        What importing the {count(imported.rowCount)} rows would do: {countsText(counts, 'planned')}. Nothing
        has been written yet.
      </Typography>
      <OutcomeTabs imported={imported} counts={counts} phase="check" />
      {apply.isError && (
        <Box sx={{ mt: 2 }}>
          <ApiErrorAlert error={apply.error} />
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          disabled={written === 0}
          loading={apply.isPending}
          onClick={() => setConfirming(true)}
        >
          Import {count(written)} {written === 1 ? 'row' : 'rows'}
        </Button>
        <Button onClick={() => setRemapping(true)}>Change the mapping</Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Import ${count(written)} ${written === 1 ? 'row' : 'rows'}?`}
        confirmLabel="Import"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          apply.mutate();
        }}
      >
        {countsText(counts, 'planned')}. Rows with errors and skipped rows change nothing. You can undo the
        import afterwards, except where a record was changed again since.
      </ConfirmDialog>
    </Box>
  );
}
