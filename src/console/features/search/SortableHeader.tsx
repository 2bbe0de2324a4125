import type { ReactNode } from 'react';
import { TableCell, TableSortLabel } from '@mui/material';
import { initialDirection, type ResultSort, type SortKey } from './result-format';

interface SortableHeaderProps {
  sortKey: SortKey;
  label: ReactNode;
  sort: ResultSort;
  onSort: (sort: ResultSort) => void;
  align?: 'left' | 'right';
  /** Width of the column in the table's fixed layout; the columns without one share what is left. */
  width?: number | string;
}

/** A column header that sorts by its column; scores start highest first, text A to Z. aria-sort tells the order. */
export function SortableHeader({ sortKey, label, sort, onSort, align = 'left', width }: SortableHeaderProps) {
  const active = sort.key === sortKey;
  const initial = initialDirection(sortKey);
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false} sx={{ width }}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : initial}
        onClick={() =>
          onSort({ key: sortKey, direction: active ? (sort.direction === 'asc' ? 'desc' : 'asc') : initial })
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
