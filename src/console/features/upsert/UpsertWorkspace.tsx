import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Skeleton, Typography } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import type { UpsertRequest } from '../../../contract/upsert';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { auditKeys, recordKeys } from '../../api/record-queries';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { relatedTypesOf } from './related-types';
import { outcomeFieldErrors } from './upsert-errors';
import type { ServerFieldError } from '../../ui/server-field-errors';
import type { UpsertFormValues } from './upsert-form-values';
import { UpsertForm } from './UpsertForm';
import { UpsertOutcome, type UpsertReview } from './UpsertOutcome';
import { needsReview, updatesToReview, withStoredValues } from './upsert-preview';
import { upsertMutationOptions, upsertPreviewMutationOptions } from './upsert-queries';
import { toUpsertRequest } from './upsert-request';
import { useEditableFieldsByType } from './use-editable-fields';

/** A save the steward asked for: the request, and the form it came from, which shows what the service refused. */
interface SaveAttempt {
  request: UpsertRequest;
  values: UpsertFormValues;
  showFieldErrors: (errors: ServerFieldError<UpsertFormValues>[]) => void;
}

/**
 * The upsert form of one record type and the outcome of its last save. Each save is previewed first: one that
 * would change a stored record waits for the steward to check the new values, and to keep stored ones.
 */
export function UpsertWorkspace({ recordType }: { recordType: SObjectSummary }) {
  const queryClient = useQueryClient();
  const recordTypes = useQuery(recordTypesQueryOptions());
  const scenarios = useQuery(scenariosQueryOptions(recordType.name));
  const { fieldsByType, pending, failed } = useEditableFieldsByType(recordTypes.data);
  const upsert = useMutation(upsertMutationOptions());
  const preview = useMutation(upsertPreviewMutationOptions());
  const [review, setReview] = useState<UpsertReview | null>(null);
  const lastAttempt = useRef<SaveAttempt | null>(null);
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

  const save = ({ request, values, showFieldErrors }: SaveAttempt) =>
    upsert.mutate(request, {
      onSuccess: (output) => {
        showFieldErrors(outcomeFieldErrors(output, values, fields, fieldsOf));
        // Record pages and histories seen before now miss this write.
        void queryClient.invalidateQueries({ queryKey: recordKeys.all });
        void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      },
    });

  const check = (attempt: SaveAttempt) => {
    lastAttempt.current = attempt;
    upsert.reset();
    setReview(null);
    preview.mutate(attempt.request, {
      onSuccess: (output) => {
        const updates = updatesToReview(
          attempt.request,
          output,
          (objectType, field) => fieldsOf(objectType).find((candidate) => candidate.name === field)?.type,
        );
        if (!updates.some(needsReview)) {
          save({ ...attempt, request: withStoredValues(attempt.request, updates, new Set()) });
          return;
        }
        setReview({
          updates: updates.filter(needsReview),
          onSave: (kept) => {
            setReview(null);
            save({ ...attempt, request: withStoredValues(attempt.request, updates, kept) });
          },
          onKeepEditing: forget,
        });
      },
    });
  };

  /** The form changed or was reset: a preview or an outcome no longer describes it. */
  function forget() {
    setReview(null);
    preview.reset();
    upsert.reset();
  }

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
        saving={upsert.isPending || preview.isPending}
        onUpsert={(values, showFieldErrors) =>
          check({
            request: toUpsertRequest(recordType.name, values, fields, fieldsOf),
            values,
            showFieldErrors,
          })
        }
        onReset={forget}
        // A save under way keeps its outcome: the steward must learn whether it was saved.
        onEdit={() => {
          if (!upsert.isPending) forget();
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
        preview={preview}
        review={review}
        onRetryPreview={() => {
          if (lastAttempt.current) check(lastAttempt.current);
        }}
        typeLabel={recordType.label}
        typeLabelOf={typeLabelOf}
        labelsOf={labelsOf}
      />
    </>
  );
}
