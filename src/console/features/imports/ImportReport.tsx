import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import type { Import } from '../../../contract/imports';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeText } from '../../ui/DateTimeText';
import { downloadFile } from '../../ui/download-file';
import { pagePaths } from '../../ui/page-paths';
import { importKeys, undoImportMutationOptions } from './import-queries';
import { countsText, IMPORT_STATUS_LABELS, rowsWritten } from './import-status';
import { ImportRowsTable } from './ImportRowsTable';
import { OutcomeTabs } from './OutcomeTabs';
import { useImportFileRequests } from './use-import-file-requests';

const count = (value: number) => value.toLocaleString('en');
const NO_ROWS = { CREATE: 0, UPDATE: 0, SKIP: 0, REVIEW: 0, ERROR: 0 };

/** The report's file name: the imported file's, without its extension, and "-report.csv". */
const reportName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, '')}-report.csv`;

/** What the import did: its counts and rows (their records linked), its report to download, and its undo. */
export function ImportReport({ imported }: { imported: Import }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { report } = useImportFileRequests();
  const download = useMutation({
    mutationFn: () => report(imported.id),
    onSuccess: (csv) => downloadFile(reportName(imported.fileName), csv, 'text/csv'),
  });
  const undo = useMutation({
    ...undoImportMutationOptions(imported.id),
    onSuccess: (undone) => queryClient.setQueryData(importKeys.detail(imported.id), undone),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
  const counts = imported.applied ?? NO_ROWS;
  const written = rowsWritten(counts);
  const undone = imported.status === 'UNDONE';
  const canUndo = !undone && imported.appliedAt !== null && imported.status !== 'RUNNING' && written > 0;

  return (
    <Box component="section" aria-labelledby="report-heading">
      <Typography id="report-heading" variant="h5" component="h2" gutterBottom>
        Report
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }} role="status">
        {IMPORT_STATUS_LABELS[imported.status]}
        {imported.finishedAt && (
          <>
            {' '}
            on <DateTimeText iso={imported.finishedAt} />
          </>
        )}
        : {countsText(counts, 'done')}.
        {imported.status === 'CANCELLED' && ' The rows written before the cancel stay.'}
      </Typography>
      {undone && (
        <Alert severity={imported.notUndone > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
          Undone by {imported.undoneBy}
          {imported.undoneAt && (
            <>
              {' '}
              on <DateTimeText iso={imported.undoneAt} />
            </>
          )}
          : the records it created are deleted and the records it updated have their values back.
          {imported.notUndone > 0 &&
            (imported.notUndone === 1
              ? ' 1 row was left as it is; see why below.'
              : ` ${count(imported.notUndone)} rows were left as they are; see why below.`)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download report (CSV)
        </Button>
        {canUndo && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<UndoIcon />}
            loading={undo.isPending}
            onClick={() => setConfirming(true)}
          >
            Undo the import
          </Button>
        )}
      </Stack>
      {counts.REVIEW > 0 && !undone && (
        <Typography sx={{ mb: 2 }}>
          {count(counts.REVIEW)} new {counts.REVIEW === 1 ? 'record has' : 'records have'} duplicates waiting
          in{' '}
          <Link component={RouterLink} to={pagePaths.review({ type: imported.objectType })}>
            the review queue
          </Link>
          .
        </Typography>
      )}
      {counts.REVIEW === 0 && !undone && written > 0 && (
        <Typography sx={{ mb: 2 }}>
          Duplicates among the records are reviewed in{' '}
          <Link component={RouterLink} to={pagePaths.review({ type: imported.objectType })}>
            the review queue
          </Link>
          .
        </Typography>
      )}
      {(download.isError || undo.isError) && (
        <Box sx={{ mb: 2 }}>
          <ApiErrorAlert error={download.error ?? undo.error} />
        </Box>
      )}
      {undone && imported.notUndone > 0 && (
        <Box component="section" aria-labelledby="not-undone-heading" sx={{ mb: 3 }}>
          <Typography id="not-undone-heading" variant="h6" component="h3" gutterBottom>
            Rows not undone
          </Typography>
          <ImportRowsTable imported={imported} selection={{ notUndone: true }} label="Rows not undone" />
        </Box>
      )}
      <Typography variant="h6" component="h3" gutterBottom>
        Rows
      </Typography>
      <OutcomeTabs imported={imported} counts={counts} phase="apply" />
      <ConfirmDialog
        open={confirming}
        title="Undo this import?"
        confirmLabel="Undo import"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          undo.mutate();
        }}
      >
        The {count(counts.CREATE + counts.REVIEW)} records it created are deleted and the{' '}
        {count(counts.UPDATE)} records it updated get their values back. A record changed again since the
        import is left as it is.
      </ConfirmDialog>
    </Box>
  );
}
