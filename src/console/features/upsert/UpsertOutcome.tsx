import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { UpsertDataOutput, UpsertRequest } from '../../../contract/upsert';
import { AnnouncedSection } from '../../ui/AnnouncedSection';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { upsertAnnouncement } from './upsert-outcome-text';
import type { UpdateToReview } from './upsert-preview';
import { UpsertPreview } from './UpsertPreview';
import { UpsertResultCard } from './UpsertResultCard';

type UpsertMutation = UseMutationResult<UpsertDataOutput, Error, UpsertRequest>;

/** A previewed save that would change stored records, waiting for the steward to confirm it. */
export interface UpsertReview {
  updates: readonly UpdateToReview[];
  onSave: (kept: ReadonlySet<string>) => void;
  onKeepEditing: () => void;
}

interface UpsertOutcomeProps {
  upsert: UpsertMutation;
  /** The preview each save starts with. */
  preview: UpsertMutation;
  review: UpsertReview | null;
  /** Runs the preview that failed again, and what follows it. */
  onRetryPreview: () => void;
  typeLabel: string;
  /** Label of a record type by API name. */
  typeLabelOf: (objectType: string) => string;
  /** Field labels of a record type by API name. */
  labelsOf: (objectType: string) => ReadonlyMap<string, string>;
}

/**
 * Where a save stands: its preview under way, the changes to stored records waiting for confirmation, then the
 * save's progress, a refused request, or the result of the record and of each related one.
 */
export function UpsertOutcome({
  upsert,
  preview,
  review,
  onRetryPreview,
  typeLabel,
  typeLabelOf,
  labelsOf,
}: UpsertOutcomeProps) {
  let content;
  let announcement = '';
  if (upsert.isIdle && review) {
    announcement = `Saving will change stored records: check the new values, then save.`;
    content = (
      <UpsertPreview
        updates={review.updates}
        headingOf={(update) =>
          update.entry === 'record'
            ? typeLabel
            : `Related record ${update.entry + 1}: ${typeLabelOf(update.objectType)}`
        }
        labelsOf={labelsOf}
        onSave={review.onSave}
        onKeepEditing={review.onKeepEditing}
      />
    );
  } else if (upsert.isIdle && preview.isPending) {
    announcement = `Checking what saving the ${typeLabel} will change…`;
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>{announcement}</Typography>
        <LinearProgress aria-label={announcement} />
      </Box>
    );
  } else if (upsert.isIdle && preview.isError) {
    announcement = `The ${typeLabel} was not saved.`;
    content = <ApiErrorAlert error={preview.error} onRetry={onRetryPreview} />;
  } else if (upsert.isPending) {
    announcement = `Saving the ${typeLabel}…`;
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>{announcement}</Typography>
        <LinearProgress aria-label={announcement} />
      </Box>
    );
  } else if (upsert.isError) {
    announcement = `The ${typeLabel} was not saved.`;
    content = <ApiErrorAlert error={upsert.error} onRetry={() => upsert.mutate(upsert.variables)} />;
  } else if (upsert.isSuccess) {
    const output = upsert.data;
    const { objectType, relatedList = [] } = upsert.variables.input;
    announcement = upsertAnnouncement(output, typeLabel);
    const allSaved = output.isSuccess && output.relatedList.every((related) => related.isSuccess);
    content = (
      <Stack spacing={2}>
        <Alert severity={allSaved ? 'success' : output.isSuccess ? 'warning' : 'error'}>{announcement}</Alert>
        <UpsertResultCard
          output={output}
          objectType={objectType}
          heading={typeLabel}
          labels={labelsOf(objectType)}
        />
        {output.relatedList.map((related, index) => {
          const relatedType = relatedList[index]?.objectType ?? '';
          return (
            <UpsertResultCard
              key={index}
              output={related}
              objectType={relatedType}
              heading={`Related record ${index + 1}: ${typeLabelOf(relatedType)}`}
              labels={labelsOf(relatedType)}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <AnnouncedSection announcement={announcement} headingId="upsert-outcome-heading" heading="Outcome">
      {content}
    </AnnouncedSection>
  );
}
