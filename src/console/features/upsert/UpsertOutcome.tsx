import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { UpsertDataOutput, UpsertRequest } from '../../../contract/upsert';
import { AnnouncedSection } from '../../ui/AnnouncedSection';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { upsertAnnouncement } from './upsert-outcome-text';
import { UpsertResultCard } from './UpsertResultCard';

interface UpsertOutcomeProps {
  upsert: UseMutationResult<UpsertDataOutput, Error, UpsertRequest>;
  typeLabel: string;
  /** Label of a record type by API name. */
  typeLabelOf: (objectType: string) => string;
  /** Field labels of a record type by API name. */
  labelsOf: (objectType: string) => ReadonlyMap<string, string>;
}

/** What the last upsert did: progress, a refused request, or the result of the record and of each related one. */
export function UpsertOutcome({ upsert, typeLabel, typeLabelOf, labelsOf }: UpsertOutcomeProps) {
  let content;
  let announcement = '';
  if (upsert.isPending) {
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
