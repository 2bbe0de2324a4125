import {
  Checkbox,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { FieldChange } from '../../contract/audit';
import { LabelWithCodeCell } from './LabelWithCodeCell';
import { BreakableText } from './BreakableText';
import { formatValue } from './record-text';

/** A choice per changed field, offered before a write: keep the stored value instead of the new one. */
export interface KeepStoredChoice {
  isKept: (field: string) => boolean;
  onToggle: (field: string) => void;
}

interface FieldChangesTableProps {
  changes: readonly FieldChange[];
  /** Field labels by API name; a field without one shows its API name. */
  labels: ReadonlyMap<string, string>;
  /** Accessible name of the table; unique on the page. */
  label: string;
  /** Headings of the two values: a write done says before and after, one to come stored and new. */
  headings?: { before: string; after: string };
  keepStored?: KeepStoredChoice;
}

const shown = (value: FieldChange['before']) => formatValue(value) || '—';

/** What a write changed, or will change: each field with its value before and after. */
export function FieldChangesTable({
  changes,
  labels,
  label,
  headings = { before: 'Before', after: 'After' },
  keepStored,
}: FieldChangesTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>{headings.before}</TableCell>
            <TableCell>{headings.after}</TableCell>
            {keepStored && <TableCell padding="checkbox">Keep stored</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => {
            const fieldLabel = labels.get(change.field) ?? change.field;
            const kept = keepStored?.isKept(change.field) ?? false;
            return (
              <TableRow key={change.field} sx={{ verticalAlign: 'top' }}>
                <LabelWithCodeCell label={fieldLabel} code={change.field} />
                <TableCell sx={{ color: change.before === null ? 'text.secondary' : undefined }}>
                  <BreakableText text={shown(change.before)} />
                </TableCell>
                <TableCell
                  sx={kept ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
                >
                  <BreakableText text={shown(change.after)} />
                </TableCell>
                {keepStored && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={kept}
                      onChange={() => keepStored.onToggle(change.field)}
                      slotProps={{ input: { 'aria-label': `Keep the stored ${fieldLabel}` } }}
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
