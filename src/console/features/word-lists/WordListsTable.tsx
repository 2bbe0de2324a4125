import { Link as RouterLink } from 'react-router';
import { Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { WordListSummary } from '../../../contract/word-lists';
import { DateTimeText } from '../../ui/DateTimeText';
import { KIND_LABELS, usageSummary } from './word-list-entries';
import { pagePaths } from '../../ui/page-paths';

const numberCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** Every list with its kind, whether it is built in, its size, where it is used and its last change. */
export function WordListsTable({ lists }: { lists: readonly WordListSummary[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Word lists">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Source</TableCell>
            <TableCell sx={numberCell}>Entries</TableCell>
            <TableCell>Used by</TableCell>
            <TableCell>Changed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lists.map((list) => (
            <TableRow key={list.name}>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={pagePaths.wordList(list.name)}
                  sx={{ fontFamily: 'monospace' }}
                >
                  {list.name}
                </Link>
              </TableCell>
              <TableCell>{KIND_LABELS[list.kind]}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={list.builtIn ? 'Built-in' : 'Custom'}
                  color={list.builtIn ? 'default' : 'primary'}
                />
              </TableCell>
              <TableCell sx={numberCell}>{list.entryCount.toLocaleString('en')}</TableCell>
              <TableCell>{usageSummary(list.usedBy)}</TableCell>
              <TableCell>
                <DateTimeText iso={list.updatedAt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
