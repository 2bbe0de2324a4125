import { useMemo, useState } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import { ResultRow } from './ResultRow';
import { DEFAULT_SORT, sortResults, type ResultSort } from './result-format';
import { SortableHeader } from './SortableHeader';
import type { SearchField } from './search-fields';

interface ResultsTableProps {
  results: ExplainedResult[];
  keyFields: SearchField[];
  labels: ReadonlyMap<string, string>;
  /** Accessible name of the table, e.g. "Possible Lead duplicates"; unique on the page. */
  label: string;
  onOpen: (result: ExplainedResult) => void;
  /** Level of the scenario headings in the breakdowns: one below the heading of the section the table is in. */
  breakdownHeadingLevel?: 3 | 4;
}

const ROWS_PER_PAGE = [10, 25, 50, 100];

/** The possible duplicates, best score first; columns sort by a click on their header. */
export function ResultsTable({
  results,
  keyFields,
  labels,
  label,
  onOpen,
  breakdownHeadingLevel,
}: ResultsTableProps) {
  const [sort, setSort] = useState<ResultSort>(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const sorted = useMemo(() => sortResults(results, sort, keyFields), [results, sort, keyFields]);
  const visible = sorted.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  const columnCount = 5 + keyFields.length;

  const onSort = (next: ResultSort) => {
    setSort(next);
    setPage(0);
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <span className="visually-hidden">Breakdown</span>
              </TableCell>
              <SortableHeader sortKey="name" label="Record" sort={sort} onSort={onSort} />
              {keyFields.map((field) => (
                <SortableHeader
                  key={field.name}
                  sortKey={`field:${field.name}`}
                  label={
                    field.kind === 'reference' && field.relationshipName
                      ? field.relationshipName
                      : field.label
                  }
                  sort={sort}
                  onSort={onSort}
                />
              ))}
              <SortableHeader sortKey="score" label="Score" sort={sort} onSort={onSort} align="right" />
              <TableCell>Scenario scores</TableCell>
              <TableCell>
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((result) => (
              <ResultRow
                key={result.objectData.Id ?? result.objectData.attributes.url}
                result={result}
                keyFields={keyFields}
                labels={labels}
                columnCount={columnCount}
                onOpen={onOpen}
                breakdownHeadingLevel={breakdownHeadingLevel}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {results.length > ROWS_PER_PAGE[0]! && (
        <TablePagination
          component="div"
          count={results.length}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </Paper>
  );
}
