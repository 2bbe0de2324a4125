import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import { ResultRow } from './ResultRow';
import { keyFieldLabel, scenarioShortName, type ResultSort, type ScenarioColumn } from './result-format';
import { SortableHeader } from './SortableHeader';
import type { SearchField } from './search-fields';

/** Matches ticked to be merged, by record id. */
export interface ResultSelection {
  isSelected: (recordId: string) => boolean;
  onToggle: (recordId: string) => void;
}

export interface ResultListProps {
  /** The matches on the page shown, in their order. */
  results: ExplainedResult[];
  keyFields: SearchField[];
  /** The scenarios that scored the matches, a column each. */
  scenarios: ScenarioColumn[];
  labels: ReadonlyMap<string, string>;
  /** Singular label of the matches' type, e.g. Lead. */
  typeLabel: string;
  /** Accessible name of the list, e.g. "Possible Lead duplicates"; unique on the page. */
  label: string;
  sort: ResultSort;
  onSort: (sort: ResultSort) => void;
  onOpen: (result: ExplainedResult) => void;
  /** Level of the scenario headings in the breakdowns: one below the heading of the section the list is in. */
  breakdownHeadingLevel?: 3 | 4;
  /** What follows the matches, e.g. the page buttons. */
  footer?: ReactNode;
  /** Where matches may be merged: a tick per match. */
  selection?: ResultSelection | undefined;
}

/**
 * The matches as a table of one line each: the record, its key values, its score and each scenario's score, which
 * the column's header names once for all rows. Sorted by a click on a column's header. The layout is fixed, so
 * long values are cut to their column instead of pushing the scores off to the side.
 */
export function ResultsTable({
  results,
  keyFields,
  scenarios,
  labels,
  typeLabel,
  label,
  sort,
  onSort,
  onOpen,
  breakdownHeadingLevel,
  footer,
  selection,
}: ResultListProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table
          size="small"
          aria-label={label}
          sx={{
            tableLayout: 'fixed',
            '& th:not(.MuiTableCell-paddingCheckbox), & td:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
          }}
        >
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <span className="visually-hidden">Select to merge</span>
                </TableCell>
              )}
              <TableCell padding="checkbox">
                <span className="visually-hidden">Breakdown</span>
              </TableCell>
              <SortableHeader sortKey="name" label="Record" sort={sort} onSort={onSort} />
              {keyFields.map((field) => (
                <SortableHeader
                  key={field.name}
                  sortKey={`field:${field.name}`}
                  label={keyFieldLabel(field)}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
              <SortableHeader
                sortKey="score"
                label="Score"
                sort={sort}
                onSort={onSort}
                align="right"
                width={76}
              />
              {scenarios.map((scenario) => (
                <SortableHeader
                  key={scenario.scenarioId}
                  sortKey={`scenario:${scenario.scenarioId}`}
                  label={
                    <span title={`${scenario.scenarioName}, threshold ${scenario.threshold}`}>
                      {scenarioShortName(scenario.scenarioName, typeLabel)}
                    </span>
                  }
                  sort={sort}
                  onSort={onSort}
                  width={112}
                />
              ))}
              <TableCell sx={{ width: 72 }}>
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((result) => (
              <ResultRow
                key={result.objectData.Id ?? result.objectData.attributes.url}
                result={result}
                keyFields={keyFields}
                scenarios={scenarios}
                labels={labels}
                columnCount={(selection ? 5 : 4) + keyFields.length + scenarios.length}
                selection={selection}
                onOpen={onOpen}
                breakdownHeadingLevel={breakdownHeadingLevel}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}
