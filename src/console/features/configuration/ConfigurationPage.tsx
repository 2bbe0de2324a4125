import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Paper, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { Configuration } from '../../../contract/config-transfer';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { FileButton } from '../../ui/FileButton';
import { PageHeader } from '../../ui/PageHeader';
import { parseConfigurationFile } from './config-transfer';
import {
  exportConfigurationMutationOptions,
  importConfigurationMutationOptions,
} from './config-transfer-queries';

/** Hands the browser the configuration as a file to save. */
function saveAsFile(configuration: Configuration, fileName: string) {
  const blob = new Blob([JSON.stringify(configuration, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function ExportSection() {
  const run = useMutation({
    ...exportConfigurationMutationOptions(),
    onSuccess: ({ configuration, fileName }) => saveAsFile(configuration, fileName),
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

function ImportSection() {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const run = useMutation({
    ...importConfigurationMutationOptions(),
    // Scenarios, filters and word lists may all have changed: every page reads them afresh.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const readFile = async (file: File) => {
    run.reset();
    const parsed = parseConfigurationFile(await file.text());
    if ('problem' in parsed) {
      setProblem(`${file.name}: ${parsed.problem}`);
      return;
    }
    setProblem(undefined);
    run.mutate(parsed.configuration);
  };
  const status = run.data;

  return (
    <Paper component="section" aria-labelledby="import-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="import-heading" variant="h5" component="h2" gutterBottom>
        Import
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Takes an export of Steward or of the original product. The scenarios of each record type it names
        become the file’s (matched by name), its filters too when it has them; custom word lists are created
        or replaced. What cannot be used here is left out and listed as a warning.
      </Typography>
      <FileButton
        accept=".json,application/json"
        variant="contained"
        startIcon={<UploadFileIcon />}
        loading={run.isPending}
        onFile={(file) => void readFile(file)}
      >
        Import configuration
      </FileButton>
      <Box role="status" sx={{ mt: 2 }}>
        {status && (
          <Alert severity={status.warnings.length > 0 ? 'warning' : 'success'}>
            <AlertTitle>Import {status.jobInfo?.Status}</AlertTitle>
            {status.warnings.length === 0 ? (
              'No warnings: everything in the file was taken.'
            ) : (
              <>
                {status.warnings.length} {status.warnings.length === 1 ? 'warning' : 'warnings'}:
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {status.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
        )}
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>The file was not imported</AlertTitle>
          {problem}
        </Alert>
      )}
      {run.isError && <ApiErrorAlert error={run.error} />}
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
