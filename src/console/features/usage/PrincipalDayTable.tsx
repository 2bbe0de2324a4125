import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { DateTimeText } from '../../ui/DateTimeText';

/** A table cell of counts: right-aligned, with digits of one width so they line up. */
const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export interface PrincipalDayColumn<Line> {
  header: string;
  cell: (line: Line) => ReactNode;
  /** A count, aligned to the right; `total` is the column that sums the others, in bold. */
  kind?: 'count' | 'total';
  sx?: SxProps<Theme>;
}

interface PrincipalDayTableProps<Line> {
  label: string;
  lines: readonly Line[];
  columns: readonly PrincipalDayColumn<Line>[];
}

const sxOf = (kind: PrincipalDayColumn<unknown>['kind']) =>
  kind === 'total' ? { ...NUMBER_CELL, fontWeight: 600 } : kind === 'count' ? NUMBER_CELL : undefined;

/** One row a principal and day, newest first, with the columns given after the day and the principal. */
export function PrincipalDayTable<Line extends { day: string; principal: string }>({
  label,
  lines,
  columns,
}: PrincipalDayTableProps<Line>) {
  return (
    // Focusable, so that a keyboard scrolls it where a phone's width leaves its columns outside.
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>User or client</TableCell>
            {columns.map((column) => (
              <TableCell key={column.header} sx={column.kind ? NUMBER_CELL : undefined}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.day}-${line.principal}`}>
              <TableCell>
                <DateTimeText iso={line.day} dateOnly />
              </TableCell>
              <TableCell component="th" scope="row">
                {line.principal}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} sx={column.sx ?? sxOf(column.kind)}>
                  {column.cell(line)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A count as the tables write it. */
export const countText = (count: number) => count.toLocaleString('en');
