import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import type { SObjectField } from '../../../contract/sobjects';
import { DateTimeText } from '../../ui/DateTimeText';
import { DefinitionList } from '../../ui/DefinitionList';
import { recordName } from '../../ui/record-text';
import { recordEntries } from '../../ui/record-entries';
import { pagePaths } from '../../ui/page-paths';

interface RecordDialogProps {
  /** The record shown; kept while the dialog closes so its content does not vanish during the transition. */
  result: ExplainedResult | null;
  open: boolean;
  describeFields: readonly SObjectField[] | undefined;
  typeLabel: string;
  onClose: () => void;
}

// Describe does not list the system times, yet every record has them.
const SYSTEM_TIMES: ReadonlySet<string> = new Set(['CreatedDate', 'LastModifiedDate']);

/** A field's value for reading: times and dates formatted, everything else as its text. */
function fieldValue(raw: unknown, text: string, type: SObjectField['type'] | undefined, name: string) {
  if (typeof raw !== 'string' || !raw) return text || '—';
  if (type === 'date') return <DateTimeText iso={raw} dateOnly />;
  if (type === 'datetime' || SYSTEM_TIMES.has(name)) return <DateTimeText iso={raw} />;
  return text;
}

/** All fields of a matched record, as the search returned it. */
export function RecordDialog({ result, open, describeFields, typeLabel, onClose }: RecordDialogProps) {
  const record = result?.objectData;
  // Each type's results have their own dialog, so the title's id must not be shared.
  const titleId = useId();
  const types = new Map((describeFields ?? []).map((field) => [field.name, field.type]));
  return (
    <Dialog
      open={open && record !== undefined}
      onClose={onClose}
      scroll="body"
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {record && (
        <>
          <DialogTitle id={titleId}>
            {recordName(record)}
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {typeLabel} ·{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {record.Id}
              </Box>
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <DefinitionList
              items={recordEntries(record, describeFields).map((entry) => ({
                key: entry.name,
                term: entry.label,
                description: fieldValue(record[entry.name], entry.value, types.get(entry.name), entry.name),
              }))}
            />
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              API resource:{' '}
              <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {record.attributes.url}
              </Box>
            </Typography>
          </DialogContent>
          <DialogActions>
            {record.Id && (
              <Button component={RouterLink} to={pagePaths.record(record.attributes.type, record.Id)}>
                Open record page
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
