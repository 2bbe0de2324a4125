import { Box, Typography } from '@mui/material';
import type { ImportRow } from '../../../contract/imports';
import { BreakableText } from '../../ui/BreakableText';
import { KeptFieldList } from '../../ui/KeptFieldList';
import { RecordName } from '../../ui/RecordName';
import { formatValue } from '../../ui/record-text';

const shown = (value: unknown) => formatValue(value) || '—';

interface ImportRowDetailsProps {
  row: ImportRow;
  /** Field labels by API name; a field without one shows its API name. */
  labels: ReadonlyMap<string, string>;
}

/** What one row does or did, beyond its record: the changes, the values a rule kept, the duplicates, the errors and any undo problem. */
export function ImportRowDetails({ row, labels }: ImportRowDetailsProps) {
  const label = (field: string | null) => (field === null ? undefined : (labels.get(field) ?? field));
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {row.sameAsRow !== null && (
        <Typography variant="body2">
          Same as row {row.sameAsRow} of the file: both become one record.
        </Typography>
      )}
      {row.changes.length > 0 && (
        <Box component="ul" aria-label={`Changes of row ${row.rowNumber}`} sx={{ m: 0, pl: 2 }}>
          {row.changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field}>
              <strong>{label(change.field)}</strong>: <BreakableText text={shown(change.before)} /> →{' '}
              <BreakableText text={shown(change.after)} />
            </Typography>
          ))}
        </Box>
      )}
      <KeptFieldList kept={row.kept} labels={labels} label={`Kept values of row ${row.rowNumber}`} />
      {row.duplicates.length > 0 && (
        <Box>
          <Typography variant="body2" component="span">
            {row.duplicates.length === 1 ? 'Duplicate: ' : 'Duplicates: '}
          </Typography>
          {row.duplicates.map((duplicate, index) => (
            <Box component="span" key={duplicate.id}>
              {index > 0 && ', '}
              <RecordName record={duplicate} layout="name" />
            </Box>
          ))}
        </Box>
      )}
      {row.errors.length > 0 && (
        <Box
          component="ul"
          aria-label={`Errors of row ${row.rowNumber}`}
          sx={{ m: 0, pl: 2, color: 'error.main' }}
        >
          {row.errors.map((error, index) => (
            <Typography component="li" variant="body2" key={index}>
              Row {row.rowNumber}
              {error.column !== null ? `, column ${error.column}` : ''}
              {error.column === null && error.field !== null ? `, field ${label(error.field)}` : ''}:{' '}
              {error.message}
            </Typography>
          ))}
        </Box>
      )}
      {row.undoProblem !== null && (
        <Typography variant="body2">
          <strong>Not undone:</strong> {row.undoProblem}
        </Typography>
      )}
    </Box>
  );
}
