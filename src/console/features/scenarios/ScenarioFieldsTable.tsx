import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Scenario } from '../../../contract/scenarios';

const none = (
  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
    None
  </Typography>
);

function formatMatchConfig(config: Record<string, unknown> | null | undefined): string | null {
  if (!config || Object.keys(config).length === 0) return null;
  return Object.entries(config)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** How a scenario compares records: one row per scenario field. */
export function ScenarioFieldsTable({ scenario }: { scenario: Scenario }) {
  return (
    <Table size="small" aria-label={`Fields of ${scenario.scenarioName}`}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Match method</TableCell>
          <TableCell align="right">Weight</TableCell>
          <TableCell>Index groups</TableCell>
          <TableCell>Frequent-word list</TableCell>
          <TableCell>Synonym list</TableCell>
          <TableCell>Indexed</TableCell>
          <TableCell>Method settings</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scenario.scenarioFields.map((field) => (
          <TableRow key={field.scenarioFieldId}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {field.field}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{field.matchMethod ?? 'Default'}</TableCell>
            <TableCell align="right">{field.weight}</TableCell>
            <TableCell>{field.indexGroup.length > 0 ? field.indexGroup.join(', ') : none}</TableCell>
            <TableCell>{field.frequentList ?? none}</TableCell>
            <TableCell>{field.synonymList ?? none}</TableCell>
            <TableCell>{field.doNotIndex ? 'No (do not index)' : 'Yes'}</TableCell>
            <TableCell>{formatMatchConfig(field.matchConfig) ?? 'Defaults'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
