import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { IMPORT_SOURCE } from '../../../contract/update-rules';
import { useConsoleConfig } from '../../config/console-config-context';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { SavedSnackbar } from '../../ui/SavedSnackbar';
import { writeSourceText } from '../../ui/write-source-text';
import { recordTypeAdminKeys, saveSourceTrustMutationOptions } from './record-type-queries';
import {
  savedSourcesText,
  sourceProblem,
  toSourceTrust,
  toSourceTrustFormValues,
  type SourceTrustFormValues,
} from './source-trust-values';

/**
 * A record type's ranking of the sources of writes, most trusted first: moved up and down, added (a known source
 * picked, or an integration's client id typed) and removed, then saved in one go.
 */
export function SourceTrustForm({ type }: { type: AdminRecordType }) {
  const queryClient = useQueryClient();
  const { oidcClientId } = useConsoleConfig();
  const { control, handleSubmit, reset, formState } = useForm<SourceTrustFormValues>({
    defaultValues: toSourceTrustFormValues(type),
  });
  const rows = useFieldArray({ control, name: 'sources' });
  const listed = rows.fields.map((row) => row.name);
  const [adding, setAdding] = useState('');
  const [addProblem, setAddProblem] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const save = useMutation({
    ...saveSourceTrustMutationOptions(),
    onSuccess: (stored) => {
      reset(toSourceTrustFormValues(stored));
      setConfirmation(savedSourcesText(type.label, stored.sourceTrust, oidcClientId));
      return queryClient.invalidateQueries({ queryKey: recordTypeAdminKeys.all });
    },
  });
  const known = [IMPORT_SOURCE, oidcClientId].filter((source) => !listed.includes(source));
  const add = () => {
    const name = adding.trim();
    const problem = sourceProblem(name, listed);
    setAddProblem(problem);
    if (problem) return;
    rows.append({ name });
    setAdding('');
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Trusted sources of ${type.label}`}
      onSubmit={(event) =>
        void handleSubmit((values) => {
          setConfirmation(undefined);
          save.mutate({ recordType: type.name, input: toSourceTrust(values) });
        })(event)
      }
    >
      {rows.fields.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          No ranking: every source is trusted alike.
        </Typography>
      ) : (
        <List
          component="ol"
          aria-label={`Sources of ${type.label}, most trusted first`}
          sx={{ maxWidth: 560 }}
        >
          {rows.fields.map((row, index) => {
            const name = writeSourceText(row.name, oidcClientId);
            return (
              <ListItem
                key={row.id}
                divider
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => rows.move(index, index - 1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Move ${name} down`}
                      disabled={index === rows.fields.length - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={`Remove ${name}`} onClick={() => rows.remove(index)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={`${index + 1}. ${name}`}
                  secondary={name === row.name ? undefined : row.name}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
        <Autocomplete
          freeSolo
          options={known}
          getOptionLabel={(option) => option}
          renderOption={(props, option) => {
            const { key, ...rest } = props;
            return (
              <li key={key} {...rest}>
                {writeSourceText(option, oidcClientId)} ({option})
              </li>
            );
          }}
          inputValue={adding}
          onInputChange={(_event, value) => {
            setAdding(value);
            setAddProblem(undefined);
          }}
          sx={{ flex: '1 1 240px', maxWidth: 400 }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Add a source"
              error={addProblem !== undefined}
              helperText={
                addProblem ?? 'An integration’s client id, or a file import or the console from the list.'
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          )}
        />
        <Button type="button" variant="outlined" onClick={add}>
          Add
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="button" disabled={!formState.isDirty} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!formState.isDirty}>
          Save trusted sources
        </Button>
      </Box>
      {save.isError && (
        <SaveFailureAlert
          error={save.error}
          pathOf={() => undefined}
          title="The trusted sources were not saved"
        />
      )}
      <SavedSnackbar message={confirmation} onClose={() => setConfirmation(undefined)} />
    </Box>
  );
}
