import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Skeleton, Typography } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { auditKeys, recordKeys } from '../../api/record-queries';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { relatedTypesOf } from './related-types';
import { outcomeFieldErrors } from './upsert-errors';
import { UpsertForm } from './UpsertForm';
import { UpsertOutcome } from './UpsertOutcome';
import { upsertMutationOptions } from './upsert-queries';
import { toUpsertRequest } from './upsert-request';
import { useEditableFieldsByType } from './use-editable-fields';

/** The upsert form of one record type and the outcome of its last save. */
export function UpsertWorkspace({ recordType }: { recordType: SObjectSummary }) {
  const queryClient = useQueryClient();
  const recordTypes = useQuery(recordTypesQueryOptions());
  const scenarios = useQuery(scenariosQueryOptions(recordType.name));
  const { fieldsByType, pending, failed } = useEditableFieldsByType(recordTypes.data);
  const upsert = useMutation(upsertMutationOptions());
  const fields = useMemo(() => fieldsByType.get(recordType.name) ?? [], [fieldsByType, recordType.name]);
  const relatedTypes = useMemo(
    () => relatedTypesOf(recordType.name, recordTypes.data ?? [], fieldsByType),
    [recordType.name, recordTypes.data, fieldsByType],
  );
  const fieldsOf = (objectType: string) => fieldsByType.get(objectType) ?? [];
  const labelsOf = (objectType: string) =>
    new Map(fieldsOf(objectType).map((field) => [field.name, field.label]));
  const typeLabelOf = (objectType: string) =>
    recordTypes.data?.find((type) => type.name === objectType)?.label ?? objectType;

  let form;
  if (pending || scenarios.isPending) {
    form = (
      <Box role="status" aria-label={`Loading the ${recordType.label} form`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rectangular" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (failed || scenarios.isError) {
    const retry = failed ?? scenarios;
    form = <ApiErrorAlert error={retry.error} onRetry={() => void retry.refetch()} />;
  } else {
    form = (
      <UpsertForm
        typeLabel={recordType.label}
        fields={fields}
        scenarios={scenarios.data}
        relatedTypes={relatedTypes}
        saving={upsert.isPending}
        onUpsert={(values, showFieldErrors) =>
          upsert.mutate(toUpsertRequest(recordType.name, values, fields, fieldsOf), {
            onSuccess: (output) => {
              showFieldErrors(outcomeFieldErrors(output, values, fields, fieldsOf));
              // Record pages and histories seen before now miss this write.
              void queryClient.invalidateQueries({ queryKey: recordKeys.all });
              void queryClient.invalidateQueries({ queryKey: auditKeys.all });
            },
          })
        }
        onReset={() => upsert.reset()}
        // A save under way keeps its outcome: the steward must learn whether it was saved.
        onEdit={() => {
          if (!upsert.isPending && !upsert.isIdle) upsert.reset();
        }}
      />
    );
  }

  return (
    <>
      <Box component="section" aria-labelledby="upsert-form-heading" sx={{ mt: 3 }}>
        <Typography id="upsert-form-heading" variant="h5" component="h2" gutterBottom>
          Create or update a {recordType.label}
        </Typography>
        {form}
      </Box>
      <UpsertOutcome
        upsert={upsert}
        typeLabel={recordType.label}
        typeLabelOf={typeLabelOf}
        labelsOf={labelsOf}
      />
    </>
  );
}
