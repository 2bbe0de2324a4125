import { useState } from 'react';
import { Box, Button, Checkbox, Collapse, Paper, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import type { ExplainedResult } from '../../../contract/explain';
import { BreakableText } from '../../ui/BreakableText';
import { recordName } from '../../ui/record-text';
import { ResultBreakdown } from './ResultBreakdown';
import { fieldValue, keyFieldLabel } from './result-format';
import type { ResultSelection } from './ResultsTable';
import { ScenarioScoreChips } from './ScenarioScoreChips';
import type { SearchField } from './search-fields';

interface ResultCardProps {
  result: ExplainedResult;
  keyFields: SearchField[];
  labels: ReadonlyMap<string, string>;
  typeLabel: string;
  onOpen: (result: ExplainedResult) => void;
  breakdownHeadingLevel?: 3 | 4;
  selection?: ResultSelection | undefined;
}

/**
 * One possible duplicate on a narrow screen: its name and score at the top, where a phone shows them without
 * scrolling sideways, then its key values and scenario scores, and the same breakdown as a row of the table.
 */
export function ResultCard({
  result,
  keyFields,
  labels,
  typeLabel,
  onOpen,
  breakdownHeadingLevel,
  selection,
}: ResultCardProps) {
  const [open, setOpen] = useState(false);
  const record = result.objectData;
  const name = recordName(record);
  const detailsId = `breakdown-${record.Id ?? record.attributes.url}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {selection && record.Id && (
          <Checkbox
            sx={{ m: -1 }}
            checked={selection.isSelected(record.Id)}
            onChange={() => selection.onToggle(record.Id!)}
            slotProps={{ input: { 'aria-label': `Select ${name} to merge` } }}
          />
        )}
        <Typography sx={{ flexGrow: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
            Score
          </Box>{' '}
          <Box
            component="span"
            sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.1 }}
          >
            {result.score}
          </Box>
        </Typography>
      </Box>
      {keyFields.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.25,
            my: 1,
            typography: 'body2',
          }}
        >
          {keyFields.map((field) => (
            <Box key={field.name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {keyFieldLabel(field)}
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                <BreakableText text={fieldValue(record, field) || '—'} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <ScenarioScoreChips explanation={result.explanation} typeLabel={typeLabel} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Button
          size="small"
          startIcon={open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          aria-label={`Score breakdown of ${name}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          Score breakdown
        </Button>
        <Button size="small" onClick={() => onOpen(result)} aria-label={`Open record ${name}`}>
          Open record
        </Button>
      </Box>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* The fields tables are wider than a phone: the breakdown scrolls sideways on its own, not the page, and
            takes the focus so that keyboard users can scroll it. */}
        <Box
          role="region"
          aria-label={`Score breakdown of ${name}`}
          tabIndex={0}
          sx={{ overflowX: 'auto', mt: 1 }}
        >
          <Box sx={{ width: 'max-content', minWidth: '100%' }}>
            <ResultBreakdown
              id={detailsId}
              result={result}
              labels={labels}
              recordName={name}
              breakdownHeadingLevel={breakdownHeadingLevel}
            />
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
