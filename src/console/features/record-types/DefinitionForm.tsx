import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AdminRecordType, RecordTypeChange } from '../../../contract/record-type-admin';
import { isApiError } from '../../api/api-error';
import { recordTypeKeys } from '../../api/record-types-queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormTextField } from '../../ui/FormTextField';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { showRefusedFields } from '../../ui/server-field-errors';
import {
  definitionPathOf,
  emptyFieldRow,
  newDefinitionValues,
  toDefinitionFormValues,
  toNewRecordType,
  toRecordTypeChange,
  type DefinitionFormValues,
} from './definition-values';
import { DisplayNameFields } from './DisplayNameFields';
import { FieldRow } from './FieldRow';
import { NameFieldSelect } from './NameFieldSelect';
import {
  createRecordTypeMutationOptions,
  recordTypeAdminKeys,
  saveRecordTypeMutationOptions,
} from './record-type-queries';
import { pagePaths } from '../../ui/page-paths';

interface DefinitionFormProps {
  types: readonly AdminRecordType[];
  /** The type to change, and what closes the form (saved or not); none creates one. */
  editing?: { type: AdminRecordType; onClose: (saved: boolean) => void };
}

/** A change the service would only make after being told that the values it drops may go. */
interface Unconfirmed {
  input: RecordTypeChange;
  message: string;
}

/**
 * Creates a record type, or changes one's labels, name field, display name and fields. A change that would drop values records
 * hold is asked about, and sent again confirmed.
 */
export function DefinitionForm({ types, editing }: DefinitionFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<DefinitionFormValues>({
    defaultValues: editing ? toDefinitionFormValues(editing.type) : newDefinitionValues(),
  });
  const rows = useFieldArray({ control, name: 'fields' });
  const draftName = useWatch({ control, name: 'name' });
  const [unconfirmed, setUnconfirmed] = useState<Unconfirmed>();
  // The describe of every page knows record types too: a new or changed type is read again everywhere.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recordTypeAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: recordTypeKeys.all }),
    ]);
  const create = useMutation({
    ...createRecordTypeMutationOptions(),
    onSuccess: async (stored) => {
      await refresh();
      await navigate(pagePaths.recordType(stored.name));
    },
    onError: (error) => showRefusedFields(setError, error, definitionPathOf),
  });
  const save = useMutation({
    ...saveRecordTypeMutationOptions(),
    onSuccess: async () => {
      await refresh();
      editing?.onClose(true);
    },
    onError: (error, { input }) => {
      const conflict = isApiError(error) && error.status === 409;
      setUnconfirmed(conflict ? { input, message: error.message } : undefined);
      if (!conflict) showRefusedFields(setError, error, definitionPathOf);
    },
  });
  const sending = editing ? save : create;

  const ownName = editing?.type.name ?? draftName.trim();
  const lookupTargets = types
    .filter((type) => type.name !== ownName)
    .map((type) => ({ value: type.name, label: type.label }))
    .concat(ownName ? [{ value: ownName, label: `${ownName} (this type)` }] : []);

  return (
    <Box
      component="form"
      noValidate
      aria-label={editing ? `Edit the fields of ${editing.type.label}` : 'New record type'}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          editing
            ? save.mutate({
                recordType: editing.type.name,
                input: toRecordTypeChange(values),
                confirmed: false,
              })
            : create.mutate(toNewRecordType(values)),
        )(event)
      }
    >
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {!editing && (
          <>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="name"
                label="API name"
                rules={{ required: 'Give the type an API name.' }}
                hint="E.g. Asset or Project__c; it cannot change later"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="keyPrefix"
                label="Key prefix"
                rules={{ required: 'Give the type a key prefix.' }}
                hint="3 letters or digits its records' ids start with"
              />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 6, md: editing ? 4 : 2 }}>
          <FormTextField control={control} name="label" label="Label" rules={{ required: 'Give a label.' }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: editing ? 4 : 2 }}>
          <FormTextField
            control={control}
            name="labelPlural"
            label="Plural label"
            rules={{ required: 'Give a plural label.' }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: editing ? 4 : 2 }}>
          <NameFieldSelect control={control} />
        </Grid>
        <DisplayNameFields control={control} defaultTemplate={editing?.type.defaultDisplayTemplate} />
      </Grid>
      {/* A type's page has its heading already. */}
      {!editing && (
        <Typography variant="h5" component="h2" gutterBottom>
          Fields
        </Typography>
      )}
      <Typography sx={{ mb: 2, maxWidth: '70ch', color: 'text.secondary' }}>
        Every record also has Id, Created Date and Last Modified Date. A field that scenarios, filters or
        mappings use cannot be removed.
      </Typography>
      {rows.fields.map((row, index) => (
        <FieldRow
          key={row.id}
          index={index}
          control={control}
          lookupTargets={lookupTargets}
          onRemove={() => rows.remove(index)}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="button" startIcon={<AddIcon />} onClick={() => rows.append(emptyFieldRow())}>
          Add field
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {editing ? (
          <Button type="button" onClick={() => editing.onClose(false)}>
            Cancel
          </Button>
        ) : (
          <Button component={RouterLink} to={pagePaths.recordTypes()}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" loading={sending.isPending}>
          {editing ? 'Save fields' : 'Create record type'}
        </Button>
      </Box>
      {sending.isError && !unconfirmed && (
        <SaveFailureAlert
          error={sending.error}
          pathOf={definitionPathOf}
          title={editing ? 'The fields were not saved' : 'The record type was not created'}
        />
      )}
      <ConfirmDialog
        open={unconfirmed !== undefined}
        title="Drop the values records hold?"
        confirmLabel="Drop the values and save"
        cancelLabel="Keep editing"
        onConfirm={() =>
          editing &&
          unconfirmed &&
          save.mutate({ recordType: editing.type.name, input: unconfirmed.input, confirmed: true })
        }
        onCancel={() => {
          setUnconfirmed(undefined);
          save.reset();
        }}
      >
        {unconfirmed?.message} It cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}
