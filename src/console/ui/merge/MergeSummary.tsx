import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { FieldChangesTable } from '../FieldChangesTable';
import { RecordName } from '../RecordName';
import { RecordNameSeries } from '../RecordNameSeries';
import { recordNamesText } from '../record-ref-text';
import { countText, relatedMovesText } from './merge-text';
import type { MergeOutcome } from './use-confirmed-merge';
import { useTypeNames } from './use-type-names';
import { useUndoMerge } from './use-undo-merge';

interface MergeSummaryProps {
  outcome: MergeOutcome;
  /** Field labels of the records' type by API name. */
  labels: ReadonlyMap<string, string>;
  /** Told once the merge is undone and everything it touched is being read again. */
  onUndone?: () => void;
}

/**
 * What a merge did, in one place: the master by name with its link, the fields it took from the others, the
 * records merged away, and an Undo (asked first) that puts every record back.
 */
export function MergeSummary({ outcome, labels, onUndone }: MergeSummaryProps) {
  const namesOf = useTypeNames();
  const undo = useUndoMerge(onUndone);
  const { result, changes } = outcome;
  const { masterRecord, mergedRecords } = result;
  const master = masterRecord.displayName;
  const everyName = recordNamesText([masterRecord, ...mergedRecords]);
  if (undo.undone) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Merge undone: {everyName} are back as they were.
      </Alert>
    );
  }
  const moved = relatedMovesText(result.related, namesOf);
  return (
    <Box component="section" aria-label="Merge done" sx={{ mb: 3 }}>
      <Alert
        severity="success"
        sx={{ mb: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            loading={undo.undoing(result.mergeId)}
            onClick={() => undo.ask({ mergeId: result.mergeId, master, records: everyName })}
          >
            Undo
          </Button>
        }
      >
        <AlertTitle>
          Merged {countText(mergedRecords.length + 1, 'record', 'records')} into{' '}
          <RecordName record={masterRecord} layout="name" />
        </AlertTitle>
        Merged away: <RecordNameSeries records={mergedRecords} />.
        {moved && ` ${moved} now point at ${master}.`}
      </Alert>
      {changes.length > 0 ? (
        <FieldChangesTable
          changes={changes}
          labels={labels}
          label={`What the merge changed on ${master}`}
          headings={{ before: `${master} before`, after: 'Now' }}
        />
      ) : (
        <Typography>{master} kept every value of its own.</Typography>
      )}
      {undo.error && <ApiErrorAlert error={undo.error} />}
      {undo.dialog}
    </Box>
  );
}
