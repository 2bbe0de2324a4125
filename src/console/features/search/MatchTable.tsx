import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, TablePagination, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import type { SObjectField } from '../../../contract/sobjects';
import { MOST_MERGED, mergePath } from '../../ui/merge-paths';
import { RecordDialog } from './RecordDialog';
import { ResultCards } from './ResultCards';
import { DEFAULT_SORT, scenarioColumns, sortResults, type ResultSort } from './result-format';
import { ResultsTable } from './ResultsTable';
import { keyColumns, type SearchField } from './search-fields';

interface MatchTableProps {
  results: ExplainedResult[];
  /** The values searched with, under this type's field names: they pick the key columns. */
  values: Readonly<Record<string, unknown>>;
  /** The search fields of the matches' type, for column and breakdown labels. */
  fields: SearchField[];
  describeFields: readonly SObjectField[] | undefined;
  /** Singular label of the matches' type, e.g. Account. */
  typeLabel: string;
  /** Accessible name of the table; unique on the page. */
  tableLabel: string;
  breakdownHeadingLevel?: 3 | 4;
  /**
   * API name of the matches' type, where they may be merged: the steward ticks the stored records that are one
   * and merges them. None for another type's matches, which a merge of the searched type cannot take.
   */
  mergeType?: string;
}

const ROWS_PER_PAGE = [10, 25, 50, 100];

/**
 * The matches of one record type, best score first: a sortable table of one line each, or cards where the screen
 * is too narrow for its columns, a page at a time, and the dialog a match opens in. Shared by the searched type's
 * results and the matches among other types, so both read the same.
 */
export function MatchTable({
  results,
  values,
  fields,
  describeFields,
  typeLabel,
  tableLabel,
  breakdownHeadingLevel,
  mergeType,
}: MatchTableProps) {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [opened, setOpened] = useState<ExplainedResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sort, setSort] = useState<ResultSort>(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  // Below md the key columns would be cut to a few letters each; the console renders in the browser only.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const keyFields = useMemo(() => keyColumns(fields, values), [fields, values]);
  const labels = useMemo(() => new Map(fields.map((field) => [field.name, field.label])), [fields]);
  const scenarios = useMemo(() => scenarioColumns(results), [results]);
  const sorted = useMemo(() => sortResults(results, sort, keyFields), [results, sort, keyFields]);
  const List = narrow ? ResultCards : ResultsTable;
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <>
      {mergeType && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Button
            variant="outlined"
            size="small"
            component={RouterLink}
            to={mergePath(mergeType, selected)}
            disabled={selected.length < 2 || selected.length > MOST_MERGED}
          >
            Merge selected ({selected.length})
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Tick two to {MOST_MERGED} matches that are one {typeLabel} to merge them.
          </Typography>
        </Box>
      )}
      <List
        results={sorted.slice(page * rowsPerPage, (page + 1) * rowsPerPage)}
        keyFields={keyFields}
        scenarios={scenarios}
        labels={labels}
        typeLabel={typeLabel}
        label={tableLabel}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(0);
        }}
        breakdownHeadingLevel={breakdownHeadingLevel}
        selection={mergeType ? { isSelected: (id) => selected.includes(id), onToggle: toggle } : undefined}
        onOpen={(result) => {
          setOpened(result);
          setDialogOpen(true);
        }}
        footer={
          results.length > ROWS_PER_PAGE[0]! && (
            <TablePagination
              component="div"
              count={results.length}
              page={page}
              rowsPerPage={rowsPerPage}
              // On a phone the choice would push the page buttons out of sight.
              rowsPerPageOptions={narrow ? [] : ROWS_PER_PAGE}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          )
        }
      />
      <RecordDialog
        result={opened}
        open={dialogOpen}
        describeFields={describeFields}
        typeLabel={typeLabel}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
