import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { FieldChange, FieldComparison } from './field-diff';

const CHANGE_TEXT: Record<FieldChange, string> = {
  same: 'As entered',
  corrected: 'Corrected',
  completed: 'Completed',
  unverified: 'Not verified',
};

const orDash = (text: string) => text || '—';

/** A suggestion beside what was entered, field by field; what differs is marked and named, not only coloured. */
export function FieldComparisonTable({ rows, label }: { rows: readonly FieldComparison[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th">Field</TableCell>
          <TableCell component="th">Suggested</TableCell>
          <TableCell component="th">Entered</TableCell>
          <TableCell component="th">Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const differs = row.change !== 'same';
          return (
            <TableRow key={row.field}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell>
                {differs ? (
                  <Box
                    component="mark"
                    sx={{ bgcolor: '#ffe082', color: 'text.primary', px: 0.5, borderRadius: 0.5 }}
                  >
                    {orDash(row.suggested)}
                  </Box>
                ) : (
                  orDash(row.suggested)
                )}
              </TableCell>
              <TableCell>{orDash(row.entered)}</TableCell>
              <TableCell sx={differs ? { fontWeight: 600 } : { color: 'text.secondary' }}>
                {CHANGE_TEXT[row.change]}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
