import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Import } from '../../../contract/imports';
import type { SObjectField } from '../../../contract/sobjects';
import { describeQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { ColumnMappingTable } from './ColumnMappingTable';
import { checkImportMutationOptions, importKeys } from './import-queries';
import { ImportModeField } from './ImportModeField';
import {
  fieldsMappedTwice,
  importableFields,
  mappingValuesOf,
  requiredFields,
  settingsOf,
  unmappedRequired,
  type MappingValues,
} from './mapping-values';

/** A field the service proposed that the type's description lacks, named by its API name. */
const unknownField = (name: string): SObjectField => ({
  name,
  label: name,
  type: 'string',
  nillable: true,
  createable: false,
  updateable: false,
  referenceTo: [],
  relationshipName: null,
  picklistValues: [],
});

interface MappingFormProps {
  imported: Import;
  fields: readonly SObjectField[];
  /** Offered beside Check when the mapping was opened again from the dry run's results. */
  onCancel?: () => void;
}

function MappingForm({ imported, fields, onCancel }: MappingFormProps) {
  const queryClient = useQueryClient();
  const check = useMutation({
    ...checkImportMutationOptions(imported.id),
    onSuccess: (checking) => {
      queryClient.setQueryData(importKeys.detail(imported.id), checking);
      // The rows of an earlier dry run are another mapping's: the new run's are read afresh.
      queryClient.removeQueries({ queryKey: importKeys.rows(imported.id) });
      void queryClient.invalidateQueries({ queryKey: importKeys.list() });
      onCancel?.();
    },
  });
  const { control, handleSubmit } = useForm<MappingValues>({
    defaultValues: mappingValuesOf(imported.settings),
    mode: 'onChange',
  });
  const mapping = useWatch({ control, name: 'mapping' });
  const proposedRules = useMemo(
    () => mappingValuesOf(imported.settings).mapping.map((entry) => entry.updateRule),
    [imported.settings],
  );
  const offered = useMemo(() => {
    const importable = importableFields(fields);
    // A field the service proposed stays choosable, even one the list would leave out.
    const proposed = imported.settings.mapping.flatMap(({ field }) =>
      field !== null && !importable.some((one) => one.name === field)
        ? [fields.find((one) => one.name === field) ?? unknownField(field)]
        : [],
    );
    return [...importable, ...proposed];
  }, [fields, imported.settings.mapping]);
  const required = useMemo(() => new Set(requiredFields(fields).map((field) => field.name)), [fields]);
  const missing = unmappedRequired(fields, mapping);
  const twice = fieldsMappedTwice(mapping);

  return (
    <Box
      component="form"
      aria-label="Mapping"
      noValidate
      onSubmit={handleSubmit((values) => {
        if (twice.size === 0) check.mutate(settingsOf(values));
      })}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        Mapping
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Choose the field each column fills; the proposal follows the column names. Columns left as “Not
        imported” are ignored. A row that updates a stored record only fills its empty fields, unless you
        choose another rule for a column.
      </Typography>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Required {missing.length === 1 ? 'field' : 'fields'} of {imported.objectType} not mapped:{' '}
          <strong>{missing.map((field) => field.label).join(', ')}</strong>. New records need{' '}
          {missing.length === 1 ? 'it' : 'them'}; rows without {missing.length === 1 ? 'it' : 'them'} can only
          update stored records.
        </Alert>
      )}
      {twice.size > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          More than one column fills{' '}
          <strong>
            {[...twice].map((name) => offered.find((field) => field.name === name)?.label ?? name).join(', ')}
          </strong>
          : leave all but one of them not imported.
        </Alert>
      )}
      <ColumnMappingTable
        control={control}
        columns={imported.headers}
        samples={imported.columnSamples}
        proposedRules={proposedRules}
        fields={offered}
        required={required}
      />
      <ImportModeField control={control} />
      <Box sx={{ maxWidth: 320, mb: 2 }}>
        <FormTextField
          control={control}
          name="duplicateScore"
          label="Lowest duplicate score (optional)"
          size="small"
          hint="0–100: a stored record counts as a duplicate only from this score. Empty: any score."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          rules={{
            validate: (text: string) =>
              text.trim() === '' ||
              (/^\d{1,3}$/.test(text.trim()) && Number(text) <= 100) ||
              'A whole number from 0 to 100, or empty.',
          }}
        />
      </Box>
      {check.isError && (
        <Box sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          <ApiErrorAlert error={check.error} />
        </Box>
      )}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" loading={check.isPending}>
          Check
        </Button>
        {onCancel && <Button onClick={onCancel}>Keep the dry run</Button>}
      </Stack>
    </Box>
  );
}

/** The mapping of the file's columns to the type's fields and the mode, then the dry run ("Check"). */
export function MappingStep({ imported, onCancel }: { imported: Import; onCancel?: () => void }) {
  const describe = useQuery(describeQueryOptions(imported.objectType));
  return (
    <QueryGate
      queries={[describe]}
      loadingLabel={`Loading the fields of ${imported.objectType}`}
      placeholder={<SkeletonRows count={imported.headers.length + 1} height={40} />}
    >
      {([type]) => <MappingForm imported={imported} fields={type.fields} onCancel={onCancel} />}
    </QueryGate>
  );
}
