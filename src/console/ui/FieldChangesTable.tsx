import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { FieldChange } from '../../contract/audit';
import { LabelWithCodeCell } from './LabelWithCodeCell';
import { BreakableText } from './BreakableText';
import { formatValue } from './record-text';

interface FieldChangesTableProps {
  changes: readonly FieldChange[];
  /** Field labels by API name; a field without one shows its API name. */
  labels: ReadonlyMap<string, string>;
  /** Accessible name of the table; unique on the page. */
  label: string;
}

const shown = (value: FieldChange['before']) => formatValue(value) || '—';

/** What a write changed: each field with its value before and after. */
export function FieldChangesTable({ changes, labels, label }: FieldChangesTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field} sx={{ verticalAlign: 'top' }}>
              <LabelWithCodeCell label={labels.get(change.field) ?? change.field} code={change.field} />
              <TableCell sx={{ color: change.before === null ? 'text.secondary' : undefined }}>
                <BreakableText text={shown(change.before)} />
              </TableCell>
              <TableCell>
                <BreakableText text={shown(change.after)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
