import { useState } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import type { SObjectRecord } from '../../../contract/records';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { KeptFieldList } from '../KeptFieldList';
import { recordName } from '../record-text';
import { hiddenFieldsText } from './merge-text';
import { draftRecordLabels } from './record-labels';
import { MergeTable } from './MergeTable';
import type { MergeDraft } from './use-merge-draft';
import { useTypeNames } from './use-type-names';

interface MergeEditorProps {
  draft: MergeDraft;
  /** Caption of the records' table, e.g. "Records of the group". */
  caption: string;
}

/**
 * The records of a merge side by side with the steward's choices and the master they make: the one merge view of
 * a job's group, a logged pair and records merged from where their duplicates were found. Fields all records agree
 * on are hidden at first, as they leave nothing to choose. Under the table, the master's values the update rules
 * keep, and why.
 */
export function MergeEditor({ draft, caption }: MergeEditorProps) {
  const [differencesOnly, setDifferencesOnly] = useState(true);
  const namesOf = useTypeNames();
  const { describe, preview, records, open } = draft;
  const shown = differencesOnly
    ? draft.fields.filter((field) => draft.differing.has(field.name))
    : draft.fields;
  const labels = draftRecordLabels(draft);
  const nameOf = (record: SObjectRecord) => labels.get(record.Id ?? '') ?? recordName(record);
  return (
    <>
      {open && preview.isError && <ApiErrorAlert error={preview.error} />}
      {describe.isError && <ApiErrorAlert error={describe.error} />}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <FormControlLabel
          label="Differences only"
          control={
            <Switch
              checked={differencesOnly}
              onChange={(event) => setDifferencesOnly(event.target.checked)}
            />
          }
        />
        {differencesOnly && draft.fields.length > shown.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {hiddenFieldsText(draft.fields.length - shown.length)}
          </Typography>
        )}
      </Box>
      <MergeTable
        caption={caption}
        records={records}
        allFields={draft.fields}
        fields={shown}
        differing={draft.differing}
        choices={draft.choices}
        onChange={draft.setChoices}
        preview={open ? preview.data : undefined}
        open={open}
        nameOf={nameOf}
        namesOf={namesOf}
      />
      {open && preview.data && preview.data.kept.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">
            The update rules keep these values of {preview.data.masterRecord.displayName}; pick another
            record&apos;s value above to take it anyway:
          </Typography>
          <KeptFieldList
            kept={preview.data.kept}
            labels={new Map(draft.fields.map((field) => [field.name, field.label]))}
            label="Values the update rules keep"
          />
        </Box>
      )}
    </>
  );
}
