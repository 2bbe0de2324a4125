import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { UpsertDataOutput, RelatedOutput } from '../../../contract/upsert';
import { DefinitionList, type Definition } from '../../ui/DefinitionList';
import { FieldChangesTable } from '../../ui/FieldChangesTable';
import { KeptFieldList } from '../../ui/KeptFieldList';
import { MatchScores } from '../../ui/MatchScores';
import { StoredRecordName } from './StoredRecordName';
import { duplicateReason, outcomeKind } from './upsert-outcome-text';

const CHIP_COLOR = { Created: 'success', Updated: 'primary', Failed: 'error' } as const;

interface UpsertResultCardProps {
  output: UpsertDataOutput | RelatedOutput;
  objectType: string;
  /** Names the record in headings and accessible names, e.g. "Lead" or "Related record 1: Campaign Member". */
  heading: string;
  labels: ReadonlyMap<string, string>;
}

const recordLink = (objectType: string, recordId: string) => (
  <StoredRecordName objectType={objectType} recordId={recordId} link />
);

/**
 * What an upsert did to one record: created, updated or refused; the record's name linking to its page; for an
 * update the score that selected it; every field changed; and the possible duplicates logged for review.
 */
export function UpsertResultCard({ output, objectType, heading, labels }: UpsertResultCardProps) {
  const kind = outcomeKind(output);
  const facts: Definition[] = [];
  if (output.objectId)
    facts.push({ key: 'id', term: 'Record', description: recordLink(objectType, output.objectId) });
  const duplicates = output.potentialDuplicates ?? [];
  if (duplicates.length > 0) {
    facts.push({
      key: 'duplicates',
      term: 'Possible duplicates logged for review',
      description: (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {duplicates.map((duplicate) => {
            const reason = duplicateReason(duplicate, (field) => labels.get(field) ?? field);
            return (
              <li key={duplicate.duplicateId}>
                {recordLink(objectType, duplicate.duplicateId)} · score {duplicate.score}
                {reason && ` · ${reason}`}
              </li>
            );
          })}
        </Box>
      ),
    });
  }
  const changes = output.changes ?? [];
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={heading}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h3">
          {heading}
        </Typography>
        <Chip label={kind} color={CHIP_COLOR[kind]} size="small" />
      </Stack>
      {output.errorMessage && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {output.errorMessage}
        </Alert>
      )}
      {facts.length > 0 && <DefinitionList items={facts} />}
      {output.match && (
        <Box sx={{ mt: 1.5 }}>
          <MatchScores match={output.match} subject={heading} />
        </Box>
      )}
      {output.isSuccess && output.changes !== undefined && (
        <Box sx={{ mt: 1.5 }}>
          {changes.length > 0 ? (
            <FieldChangesTable changes={changes} labels={labels} label={`Changes to ${heading}`} />
          ) : (
            <Typography color="text.secondary">
              {(output.kept ?? []).length > 0
                ? 'No field changed: the update rules kept the stored values.'
                : 'No field changed: the record already held these values.'}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <KeptFieldList kept={output.kept ?? []} labels={labels} label={`Values kept in ${heading}`} />
          </Box>
        </Box>
      )}
    </Paper>
  );
}
