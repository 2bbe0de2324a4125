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

/** How many rows the selection has in all, as the import counts them. */
function selectedCount(imported: Import, selection: RowsSelection): number {
  if (selection.notUndone) return imported.notUndone;
  return (selection.phase === 'check' ? imported.checked : imported.applied)?.[selection.outcome] ?? 0;
}

/**
 * A page of an import's rows, each with its record and what it does or did, paged ten at a time. The service pages
 * by row number, so the table keeps the row each page it went through began after: Back goes to the one before.
 */
export function ImportRowsTable({ imported, selection, label }: ImportRowsTableProps) {
  const [pageStarts, setPageStarts] = useState<readonly number[]>([0]);
  const after = pageStarts.at(-1)!;
  const rows = useQuery({
    ...importRowsQueryOptions(imported.id, imported.status, selection, after),
    placeholderData: keepPreviousData,
  });
  const firstShown = (pageStarts.length - 1) * ROWS_PAGE_SIZE + 1;
  const labels = useFieldLabels(imported.objectType);
  return (
    <QueryGate
      queries={[rows]}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      placeholder={<SkeletonRows count={3} height={48} />}
    >
      {([page]) =>
        page.rows.length === 0 && pageStarts.length === 1 ? (
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
            {(pageStarts.length > 1 || page.nextAfter !== null) && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  disabled={pageStarts.length === 1}
                  onClick={() => setPageStarts(pageStarts.slice(0, -1))}
                >
                  Back
                </Button>
                <Box component="span" aria-live="polite">
                  Rows {firstShown.toLocaleString('en')}–
                  {(firstShown + page.rows.length - 1).toLocaleString('en')} of{' '}
                  {selectedCount(imported, selection).toLocaleString('en')}
                </Box>
                <Button
                  size="small"
                  disabled={page.nextAfter === null}
                  onClick={() => page.nextAfter !== null && setPageStarts([...pageStarts, page.nextAfter])}
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
