import { useState } from 'react';
import { Box, Collapse, TableCell, TableRow } from '@mui/material';
import type { Scenario } from '../../../contract/scenarios';
import { ExpandToggleCell } from '../../ui/ExpandToggleCell';
import { FlagCell } from './FlagCell';
import { ScenarioFieldsTable } from './ScenarioFieldsTable';

export const SCENARIO_COLUMN_COUNT = 10;

/** One scenario, expandable to the fields it compares. */
export function ScenarioRow({ scenario }: { scenario: Scenario }) {
  const [open, setOpen] = useState(false);
  const detailsId = `scenario-fields-${scenario.scenarioId}`;
  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: open ? 'unset' : undefined } }}>
        <ExpandToggleCell
          label={`Fields of ${scenario.scenarioName}`}
          open={open}
          controls={detailsId}
          onToggle={() => setOpen((value) => !value)}
        />
        <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
          {scenario.scenarioName}
        </TableCell>
        <TableCell align="right">{scenario.threshold}</TableCell>
        <TableCell>{scenario.scoreMethod ?? 'Default'}</TableCell>
        <FlagCell on={scenario.onApi} />
        <FlagCell on={scenario.onDataApi} />
        <FlagCell on={scenario.onSearch} />
        <FlagCell on={scenario.onBatch} />
        <FlagCell on={scenario.onInsert} />
        <TableCell align="right">{scenario.scenarioFields.length}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={SCENARIO_COLUMN_COUNT} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            {/* As wide as the table's visible part and held there as it scrolls: on a phone the sentences wrap in
                view, and the fields table scrolls on its own, taking the focus so that a keyboard can scroll it. */}
            <Box
              id={detailsId}
              role="region"
              aria-label={`Details of ${scenario.scenarioName}`}
              tabIndex={0}
              sx={{
                py: 2,
                pl: { sm: 6 },
                overflowX: 'auto',
                position: 'sticky',
                left: 16,
                width: 'calc(100cqi - 32px)',
              }}
            >
              <ScenarioFieldsTable scenario={scenario} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
