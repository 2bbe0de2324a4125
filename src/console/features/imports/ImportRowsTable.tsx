import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Import, ImportRow } from '../../../contract/imports';
import { useFieldLabels } from '../../api/use-field-labels';
import { QueryGate } from '../../ui/QueryGate';
import { RecordName } from '../../ui/RecordName';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { importRowsQueryOptions, ROWS_PAGE_SIZE, type RowsSelection } from './import-queries';
import { ImportRowDetails } from './ImportRowDetails';

/** The record of a row, or what stands for it when there is none. */
function RowRecord({ row }: { row: ImportRow }) {
  if (row.record) return <RecordName record={row.record} />;
  if (row.outcome === 'ERROR') return <Typography color="text.secondary">Nothing written</Typography>;
  return <Typography color="text.secondary">A new record</Typography>;
}

interface ImportRowsTableProps {
  imported: Import;
  selection: RowsSelection;
  /** Accessible name of the table; unique on the page. */
  label: string;
}

/** A page of an import's rows, each with its record and what it does or did, paged ten at a time. */
export function ImportRowsTable({ imported, selection, label }: ImportRowsTableProps) {
  const [offset, setOffset] = useState(0);
  const rows = useQuery({
    ...importRowsQueryOptions(imported.id, imported.status, selection, offset),
    placeholderData: keepPreviousData,
  });
  const labels = useFieldLabels(imported.objectType);
  return (
    <QueryGate
      queries={[rows]}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      placeholder={<SkeletonRows count={3} height={48} />}
    >
      {([page]) =>
        page.total === 0 ? (
          <Typography sx={{ py: 1 }}>No rows.</Typography>
        ) : (
          <>
            {/* Focusable, so that a keyboard scrolls the table sideways when it is wider than a phone. */}
            <TableContainer tabIndex={0}>
              <Table size="small" aria-label={label}>
                <TableHead>
                  <TableRow>
                    <TableCell>Row</TableCell>
                    <TableCell>Record</TableCell>
                    <TableCell>Details</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {page.rows.map((row) => (
                    <TableRow key={row.rowNumber} sx={{ verticalAlign: 'top' }}>
                      <TableCell component="th" scope="row">
                        {row.rowNumber}
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <RowRecord row={row} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 200 }}>
                        <ImportRowDetails row={row} labels={labels} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {page.total > ROWS_PAGE_SIZE && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  disabled={offset === 0}
                  onClick={() => setOffset(offset - ROWS_PAGE_SIZE)}
                >
                  Previous
                </Button>
                <Box component="span" aria-live="polite">
                  Rows {offset + 1}–{Math.min(offset + ROWS_PAGE_SIZE, page.total)} of{' '}
                  {page.total.toLocaleString('en')}
                </Box>
                <Button
                  size="small"
                  disabled={offset + ROWS_PAGE_SIZE >= page.total}
                  onClick={() => setOffset(offset + ROWS_PAGE_SIZE)}
                >
                  Next
                </Button>
              </Stack>
            )}
          </>
        )
      }
    </QueryGate>
  );
}
