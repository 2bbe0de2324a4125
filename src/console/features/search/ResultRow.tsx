import { useState } from 'react';
import { Box, Button, Checkbox, Collapse, TableCell, TableRow } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import { ExpandToggleCell } from '../../ui/ExpandToggleCell';
import { scenarioStatus } from '../../ui/match-breakdown/breakdown-format';
import { recordName } from '../../ui/record-text';
import { ResultBreakdown } from './ResultBreakdown';
import { fieldValue, type ScenarioColumn } from './result-format';
import type { ResultSelection } from './ResultsTable';
import { ScenarioScoreText } from './ScenarioScoreText';
import type { SearchField } from './search-fields';

interface ResultRowProps {
  result: ExplainedResult;
  keyFields: SearchField[];
  scenarios: ScenarioColumn[];
  labels: ReadonlyMap<string, string>;
  columnCount: number;
  onOpen: (result: ExplainedResult) => void;
  breakdownHeadingLevel?: 3 | 4;
  selection?: ResultSelection | undefined;
}

/** Text cut to the cell's one line; the whole of it shows on hover, in the record and in the breakdown. */
const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * One possible duplicate on one line, with its score under each scenario's column, expandable to the field-by-field
 * breakdown of every scenario.
 */
export function ResultRow({
  result,
  keyFields,
  scenarios,
  labels,
  columnCount,
  onOpen,
  breakdownHeadingLevel,
  selection,
}: ResultRowProps) {
  const [open, setOpen] = useState(false);
  const record = result.objectData;
  const name = recordName(record);
  const detailsId = `breakdown-${record.Id ?? record.attributes.url}`;
  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: open ? 'unset' : undefined } }}>
        {selection && record.Id && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selection.isSelected(record.Id)}
              onChange={() => selection.onToggle(record.Id!)}
              slotProps={{ input: { 'aria-label': `Select ${name} to merge` } }}
            />
          </TableCell>
        )}
        <ExpandToggleCell
          label={`Score breakdown of ${name}`}
          open={open}
          controls={detailsId}
          onToggle={() => setOpen((value) => !value)}
        />
        <TableCell component="th" scope="row" title={name} sx={ONE_LINE}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {name}
          </Box>
        </TableCell>
        {keyFields.map((field) => {
          const value = fieldValue(record, field);
          return (
            <TableCell key={field.name} title={value || undefined} sx={ONE_LINE}>
              {value || '—'}
            </TableCell>
          );
        })}
        <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {result.score}
        </TableCell>
        {scenarios.map(({ scenarioId }) => {
          const scenario = result.explanation.find((candidate) => candidate.scenarioId === scenarioId);
          return (
            <TableCell key={scenarioId} title={scenario && scenarioStatus(scenario, labels)} sx={ONE_LINE}>
              {scenario ? <ScenarioScoreText scenario={scenario} /> : '—'}
            </TableCell>
          );
        })}
        <TableCell align="right">
          <Button size="small" onClick={() => onOpen(result)} aria-label={`Open record ${name}`}>
            Open
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={columnCount} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ py: 2, pl: 6 }}>
              <ResultBreakdown
                id={detailsId}
                result={result}
                labels={labels}
                recordName={name}
                breakdownHeadingLevel={breakdownHeadingLevel}
              />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
