import { useState } from 'react';
import { Box, Collapse, IconButton, TableCell, TableRow } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import type { Scenario } from '../../../contract/scenarios';
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
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Fields of ${scenario.scenarioName}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
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
            <Box id={detailsId} sx={{ py: 2, pl: { sm: 6 }, overflowX: 'auto' }}>
              <ScenarioFieldsTable scenario={scenario} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
