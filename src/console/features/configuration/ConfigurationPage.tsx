import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { Alert, AlertTitle, Box, Button, Paper, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { Configuration } from '../../../contract/config-transfer';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { downloadFile } from '../../ui/download-file';
import { FileButton } from '../../ui/FileButton';
import { PageHeader } from '../../ui/PageHeader';
import { mapServerErrors } from '../../ui/server-field-errors';
import { parseConfigurationFile } from './config-transfer';
import {
  exportConfigurationMutationOptions,
  importConfigurationMutationOptions,
  importDryRunMutationOptions,
} from './config-transfer-queries';
import { DryRunReport, WarningList } from './DryRunReport';
import { changeSummary, removalWarning } from './import-dry-run';

function ExportSection() {
  const run = useMutation({
    ...exportConfigurationMutationOptions(),
    onSuccess: ({ configuration, fileName }) =>
      downloadFile(fileName, JSON.stringify(configuration, null, 2), 'application/json'),
  });
  return (
    <Paper component="section" aria-labelledby="export-heading" variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Typography id="export-heading" variant="h5" component="h2" gutterBottom>
        Export
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Saves the record types’ scenarios, cross-object mappings and search filters, and the custom word
        lists, as one JSON file. Trained models stay behind: they are learned again from the records.
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        loading={run.isPending}
        onClick={() => run.mutate()}
      >
        Export configuration
      </Button>
      <Box role="status" sx={{ mt: 2 }}>
        {run.isSuccess && (
          <Alert severity="success">
            Exported {run.data.configuration.objects.length} record types to {run.data.fileName}.
          </Alert>
        )}
      </Box>
      {run.isError && <ApiErrorAlert error={run.error} />}
    </Paper>
  );
}

interface PickedFile {
  fileName: string;
  configuration: Configuration;
}

/**
 * Imports a configuration file in two steps: picking it shows what it would change (a dry run, which writes
 * nothing); Import then applies it, asking first when it removes anything, and Cancel drops it.
 */
function ImportSection() {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedFile>();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const dryRun = useMutation(importDryRunMutationOptions());
  const drop = () => {
    setPicked(undefined);
    dryRun.reset();
  };
  const run = useMutation({
    ...importConfigurationMutationOptions(),
    onSuccess: () => {
      drop();
      // Scenarios, filters and word lists may all have changed: every page reads them afresh.
      return queryClient.invalidateQueries();
    },
  });
  const readFile = async (file: File) => {
    run.reset();
    drop();
    const parsed = parseConfigurationFile(await file.text());
    if ('problem' in parsed) {
      setProblem(`${file.name}: ${parsed.problem}`);
      return;
    }
    setProblem(undefined);
    setPicked({ fileName: file.name, configuration: parsed.configuration });
    dryRun.mutate(parsed.configuration);
  };
  // The service's refusal of the file names what in it is wrong; any other failure is shown as every page shows one.
  const refusal = mapServerErrors<FieldValues>(dryRun.error, () => undefined);
  const refused = picked && refusal ? `${picked.fileName}: ${refusal.other.join(' ')}` : undefined;
  const changes = dryRun.data?.changes ?? [];
  const removal = removalWarning(changes);
  const status = run.data;

  return (
    <Paper component="section" aria-labelledby="import-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="import-heading" variant="h5" component="h2" gutterBottom>
        Import
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Takes an export of Steward or of the original product. The scenarios of each record type it names
        become the file’s (matched by name), its filters too when it has them; custom word lists are created
        or replaced. What cannot be used here is left out and listed as a warning. Choosing a file first shows
        what it would change; nothing changes until you import it.
      </Typography>
      <FileButton
        accept=".json,application/json"
        variant="contained"
        startIcon={<UploadFileIcon />}
        loading={dryRun.isPending}
        disabled={run.isPending}
        onFile={(file) => void readFile(file)}
      >
        Import configuration
      </FileButton>
      <Box role="status" sx={{ mt: 2 }}>
        {picked && dryRun.isPending && <Typography>Reading what {picked.fileName} would change…</Typography>}
        {picked && dryRun.isSuccess && (
          <Typography>
            {changes.length === 0
              ? `Importing ${picked.fileName} would change nothing.`
              : `Importing ${picked.fileName} ${changeSummary(changes)}.`}
          </Typography>
        )}
        {status && (
          <Alert severity={status.warnings.length > 0 ? 'warning' : 'success'}>
            <AlertTitle>Import {status.jobInfo?.Status}</AlertTitle>
            {status.warnings.length === 0 ? (
              'No warnings: everything in the file was taken.'
            ) : (
              <>
                {status.warnings.length} {status.warnings.length === 1 ? 'warning' : 'warnings'}:
                <WarningList warnings={status.warnings} />
              </>
            )}
          </Alert>
        )}
      </Box>
      {picked && dryRun.isSuccess && (
        <>
          <DryRunReport fileName={picked.fileName} dryRun={dryRun.data} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            {changes.length > 0 && (
              <Button
                variant="contained"
                loading={run.isPending}
                onClick={() => (removal ? setConfirming(true) : run.mutate(picked.configuration))}
              >
                Import
              </Button>
            )}
            <Button disabled={run.isPending} onClick={drop}>
              {changes.length > 0 ? 'Cancel' : 'Close'}
            </Button>
          </Box>
          <ConfirmDialog
            open={confirming}
            title={`Import ${picked.fileName}?`}
            confirmLabel="Import"
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              run.mutate(picked.configuration);
            }}
          >
            {removal} To keep a copy of the configuration as it is, export it first.
          </ConfirmDialog>
        </>
      )}
      {(problem ?? refused) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>The file was not imported</AlertTitle>
          {problem ?? refused}
        </Alert>
      )}
      {dryRun.isError && !refusal && (
        <Box sx={{ mt: 2 }}>
          <ApiErrorAlert error={dryRun.error} />
        </Box>
      )}
      {run.isError && (
        <Box sx={{ mt: 2 }}>
          <ApiErrorAlert error={run.error} />
        </Box>
      )}
    </Paper>
  );
}

/** Moves the matching configuration between installations, or keeps a copy of it, as a JSON file. */
export default function ConfigurationPage() {
  return (
    <>
      <PageHeader
        title="Configuration"
        intro="Export the matching configuration to keep a copy or move it to another installation, and import one exported here or from the original product."
      />
      <ExportSection />
      <ImportSection />
    </>
  );
}
