import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SObjectSummary } from '../../../contract/sobjects';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { FileButton } from '../../ui/FileButton';
import { pagePaths } from '../../ui/page-paths';
import { importKeys } from './import-queries';
import { fileContentType, useImportFileRequests } from './use-import-file-requests';

/** The type stewards import most, as elsewhere in the console. */
const FIRST_CHOICE = 'Lead';

/** Picks the file and the record type, and uploads the file; the import's page takes it from there. */
export function UploadForm({ types }: { types: readonly SObjectSummary[] }) {
  const [objectType, setObjectType] = useState(
    types.some((type) => type.name === FIRST_CHOICE) ? FIRST_CHOICE : (types[0]?.name ?? ''),
  );
  const [file, setFile] = useState<File>();
  const { upload } = useImportFileRequests();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: upload,
    onSuccess: async (imported) => {
      await queryClient.invalidateQueries({ queryKey: importKeys.list() });
      await navigate(pagePaths.import(imported.id));
    },
  });
  const unknownKind = file !== undefined && fileContentType(file.name) === undefined;

  return (
    <Box
      component="form"
      aria-label="Upload a file"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && objectType) send.mutate({ file, objectType });
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <TextField
          select
          label="Record type"
          value={objectType}
          onChange={(event) => setObjectType(event.target.value)}
          helperText="The type of record each row becomes"
        >
          {types.map((type) => (
            <MenuItem key={type.name} value={type.name}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <FileButton
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            variant="outlined"
            onFile={(chosen) => {
              setFile(chosen);
              send.reset();
            }}
          >
            Choose file
          </FileButton>
          <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }} aria-live="polite">
            {file ? `Chosen: ${file.name}` : 'No file chosen'}
          </Typography>
        </Stack>
        {unknownKind && <Typography color="error">Only .csv and .xlsx files can be imported.</Typography>}
        {send.isError && <ApiErrorAlert error={send.error} />}
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={!file || unknownKind || !objectType}
            loading={send.isPending}
          >
            Upload
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
