import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Scenario } from '../../../contract/scenarios';
import { ScenarioRow } from './ScenarioRow';

/** The flags say where a scenario is used: search API, upsert (data) API, UI search, batch jobs, record insert. */
export function ScenariosTable({ scenarios, typeLabel }: { scenarios: Scenario[]; typeLabel: string }) {
  return (
    // The container's width is what the expanded rows' details fit (ScenarioRow), however wide the table scrolls.
    <TableContainer component={Paper} variant="outlined" sx={{ containerType: 'inline-size' }}>
      <Table size="small" aria-label={`${typeLabel} scenarios`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <span className="visually-hidden">Details</span>
            </TableCell>
            <TableCell>Scenario</TableCell>
            <TableCell align="right">Threshold</TableCell>
            <TableCell>Score method</TableCell>
            <TableCell>Search API</TableCell>
            <TableCell>Upsert API</TableCell>
            <TableCell>UI search</TableCell>
            <TableCell>Batch</TableCell>
            <TableCell>On insert</TableCell>
            <TableCell align="right">Fields</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scenarios.map((scenario) => (
            <ScenarioRow key={scenario.scenarioId} scenario={scenario} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
