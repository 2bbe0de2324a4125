import { useState } from 'react';
import { Button, Collapse, Stack, TableCell, TableRow } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import { ExpandToggleCell } from '../../ui/ExpandToggleCell';
import { LabelWithCodeCell } from '../../ui/LabelWithCodeCell';
import { BreakableText } from '../../ui/BreakableText';
import { ScenarioBreakdown } from '../../ui/match-breakdown/ScenarioBreakdown';
import { ScenarioScoresCell } from './ScenarioScoresCell';
import { recordName } from '../../ui/record-text';
import { fieldValue } from './result-format';
import type { SearchField } from './search-fields';

interface ResultRowProps {
  result: ExplainedResult;
  keyFields: SearchField[];
  labels: ReadonlyMap<string, string>;
  columnCount: number;
  onOpen: (result: ExplainedResult) => void;
  breakdownHeadingLevel?: 3 | 4;
}

/** One possible duplicate, expandable to the field-by-field breakdown of every scenario. */
export function ResultRow({
  result,
  keyFields,
  labels,
  columnCount,
  onOpen,
  breakdownHeadingLevel,
}: ResultRowProps) {
  const [open, setOpen] = useState(false);
  const record = result.objectData;
  const name = recordName(record);
  const detailsId = `breakdown-${record.Id ?? record.attributes.url}`;
  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: open ? 'unset' : undefined }, verticalAlign: 'top' }}>
        <ExpandToggleCell
          label={`Score breakdown of ${name}`}
          open={open}
          controls={detailsId}
          onToggle={() => setOpen((value) => !value)}
        />
        <LabelWithCodeCell label={name} code={record.Id ?? ''} strong />
        {keyFields.map((field) => (
          <TableCell key={field.name}>
            <BreakableText text={fieldValue(record, field) || '—'} />
          </TableCell>
        ))}
        <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {result.score}
        </TableCell>
        <ScenarioScoresCell result={result} recordName={name} />
        <TableCell>
          <Button
            size="small"
            onClick={() => onOpen(result)}
            aria-label={`Open record ${name}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Open record
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={columnCount} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Stack id={detailsId} spacing={1.5} sx={{ py: 2, pl: { sm: 6 } }}>
              {result.explanation.map((explanation) => (
                <ScenarioBreakdown
                  key={explanation.scenarioId}
                  explanation={explanation}
                  labels={labels}
                  recordName={name}
                  headingLevel={breakdownHeadingLevel}
                />
              ))}
            </Stack>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
