import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { FieldChangesTable } from '../../ui/FieldChangesTable';
import { MatchScores } from '../../ui/MatchScores';
import { StoredRecordName } from './StoredRecordName';
import { KeptFieldList } from '../../ui/KeptFieldList';
import { keptFieldKey, type UpdateToReview } from './upsert-preview';

interface UpsertPreviewProps {
  updates: readonly UpdateToReview[];
  /** Names an entry in headings, e.g. "Lead" or "Related record 1: Campaign Member". */
  headingOf: (update: UpdateToReview) => string;
  labelsOf: (objectType: string) => ReadonlyMap<string, string>;
  /** Saves, with the stored value for each kept field (keys of keptFieldKey). */
  onSave: (kept: ReadonlySet<string>) => void;
  onKeepEditing: () => void;
}

/**
 * What saving would change in stored records, before anything is saved: each stored value beside the new one,
 * and a choice per field to keep the stored value (so a typo does not replace a right spelling).
 */
export function UpsertPreview({ updates, headingOf, labelsOf, onSave, onKeepEditing }: UpsertPreviewProps) {
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  // It appears below a long form, where a steward who pressed Save would not see it.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  const toggle = (key: string) =>
    setKept((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Stack spacing={2} ref={top} sx={{ scrollMarginTop: 16 }}>
      <Alert severity="info">
        Saving will change {updates.length === 1 ? 'a stored record' : `${updates.length} stored records`}.
        Check each new value; tick “Keep stored” where the stored value is the right one.
      </Alert>
      {updates.map((update) => {
        const heading = headingOf(update);
        return (
          <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={heading} key={update.entry}>
            <Typography variant="h6" component="h3">
              {heading}
            </Typography>
            <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>
              Will update the stored record{' '}
              <StoredRecordName objectType={update.objectType} recordId={update.recordId} />
            </Typography>
            {update.match && (
              <Box sx={{ mb: 1.5 }}>
                <MatchScores match={update.match} subject={heading} />
              </Box>
            )}
            <FieldChangesTable
              changes={update.changes}
              labels={labelsOf(update.objectType)}
              label={`What saving changes in ${heading}`}
              headings={{ before: 'Stored value', after: 'New value' }}
              keepStored={{
                isKept: (field) => kept.has(keptFieldKey(update.entry, field)),
                onToggle: (field) => toggle(keptFieldKey(update.entry, field)),
              }}
            />
            <Box sx={{ mt: 1 }}>
              <KeptFieldList
                kept={update.kept}
                labels={labelsOf(update.objectType)}
                label={`Values the update rules keep in ${heading}`}
              />
            </Box>
          </Paper>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => onSave(kept)}>
          Save these values
        </Button>
        <Button onClick={onKeepEditing}>Keep editing</Button>
      </Box>
    </Stack>
  );
}
