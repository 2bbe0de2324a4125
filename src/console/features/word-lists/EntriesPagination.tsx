import { TablePagination } from '@mui/material';
import { ENTRIES_PER_PAGE } from './entry-pages';

interface EntriesPaginationProps {
  count: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Turns the pages of a long list; a list that fits on one page has none. */
export function EntriesPagination({ count, page, onPageChange }: EntriesPaginationProps) {
  if (count <= ENTRIES_PER_PAGE) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={ENTRIES_PER_PAGE}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPageChange(next)}
    />
  );
}
