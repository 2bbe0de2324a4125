import { useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { WordList } from '../../../contract/word-lists';
import { entriesOnPage } from './entry-pages';
import { EntriesPagination } from './EntriesPagination';
import { entryRowsOf, KIND_LABELS } from './word-list-entries';

/** The entries of a built-in list, which can be read but not changed. */
export function ReadOnlyEntries({ list }: { list: WordList }) {
  const [page, setPage] = useState(0);
  const rows = entryRowsOf(list);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={`Entries of ${list.name}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>#</TableCell>
              <TableCell>{KIND_LABELS[list.kind]}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entriesOnPage(page, rows.length).map((index) => (
              <TableRow key={index}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{rows[index]!.text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <EntriesPagination count={rows.length} page={page} onPageChange={setPage} />
    </>
  );
}
