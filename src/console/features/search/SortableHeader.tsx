import { TableCell, TableSortLabel } from '@mui/material';
import type { ResultSort, SortKey } from './result-format';

interface SortableHeaderProps {
  sortKey: SortKey;
  label: string;
  sort: ResultSort;
  onSort: (sort: ResultSort) => void;
  align?: 'left' | 'right';
}

/** A column header that sorts by its column; scores start highest first, text A to Z. aria-sort tells the order. */
export function SortableHeader({ sortKey, label, sort, onSort, align = 'left' }: SortableHeaderProps) {
  const active = sort.key === sortKey;
  const initial = sortKey === 'score' ? 'desc' : 'asc';
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false}>
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
