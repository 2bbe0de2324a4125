import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { showRefusedFields } from '../../ui/server-field-errors';
import { MappingBlock } from './MappingBlock';
import { recordTypeAdminKeys, saveCrossObjectsMutationOptions } from './record-type-queries';
import {
  crossObjectPathOf,
  emptyMapping,
  toCrossObjectFormValues,
  toCrossObjectMappings,
  type CrossObjectFormValues,
} from './record-type-values';

/** Every type a type's searches also search, changed together and saved in one go. */
export function CrossObjectsForm({
  type,
  types,
}: {
  type: AdminRecordType;
  types: readonly AdminRecordType[];
}) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<CrossObjectFormValues>({
    defaultValues: toCrossObjectFormValues(type),
  });
  const mappings = useFieldArray({ control, name: 'mappings' });
  const save = useMutation({
    ...saveCrossObjectsMutationOptions(),
    onSuccess: (stored) => {
      reset(toCrossObjectFormValues(stored));
      return queryClient.invalidateQueries({ queryKey: recordTypeAdminKeys.all });
    },
    onError: (error) => showRefusedFields(setError, error, crossObjectPathOf),
  });
  const saved = save.isSuccess && !formState.isDirty;

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Cross-object mappings of ${type.label}`}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate({ recordType: type.name, input: toCrossObjectMappings(values) }),
        )(event)
      }
    >
      {mappings.fields.length === 0 && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          A search of {type.labelPlural} searches {type.labelPlural} only.
        </Typography>
      )}
      {mappings.fields.map((mapping, index) => (
        <MappingBlock
          key={mapping.id}
          index={index}
          type={type}
          types={types}
          control={control}
          setValue={setValue}
          onRemove={() => mappings.remove(index)}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="button" startIcon={<AddIcon />} onClick={() => mappings.append(emptyMapping())}>
          Add mapping
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="button" disabled={!formState.isDirty} onClick={() => reset()}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save mappings
        </Button>
      </Box>
      <Box role="status" sx={{ mt: saved ? 2 : 0 }}>
        {saved && (
          <Alert severity="success">
            Saved the mappings of {type.label}. Searches use them from their next request.
          </Alert>
        )}
      </Box>
      {save.isError && (
        <SaveFailureAlert error={save.error} pathOf={crossObjectPathOf} title="The mappings were not saved" />
      )}
    </Box>
  );
}
