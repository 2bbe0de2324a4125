import { matchMethodText } from '../../ui/match-method-text';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Scenario } from '../../../contract/scenarios';
import { modelSummary } from './model-summary';

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

/** The weight a verdict needs, in words: "48 of its 120 weight (40 %)". */
function evidenceNeeded(scenario: Scenario): string {
  const total = scenario.scenarioFields.reduce((sum, field) => sum + field.weight, 0);
  const needed = Math.round((scenario.minimumEvidence / 100) * total * 100) / 100;
  return `${needed} of its ${total} weight (${scenario.minimumEvidence} %)`;
}

type FieldModel = NonNullable<Scenario['model']>['fields'][number];

/** The weight of evidence of one agreement level of a trained field, e.g. "+9.6" (bits). */
function levelBits(field: FieldModel | undefined, level: number): string {
  if (!field) return '—';
  const bits = Math.log2(field.m[level]! / field.u[level]!);
  return `${bits >= 0 ? '+' : '−'}${Math.abs(bits).toFixed(1)}`;
}

/** How a scenario compares records: one row per scenario field, and how much of them a verdict needs. */
export function ScenarioFieldsTable({ scenario }: { scenario: Scenario }) {
  const summary = modelSummary(scenario);
  const fieldModel = (name: string) => scenario.model?.fields.find((field) => field.field === name);
  const withBits = scenario.scoreMethod === 'PROBABILISTIC' && scenario.model !== null;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        A verdict needs {evidenceNeeded(scenario)} filled on both records; a search is answered on what it
        asks when it asks for less.
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {summary}
      </Typography>
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
            <TableCell>Guard</TableCell>
            <TableCell>Identifier</TableCell>
            {withBits ? (
              <>
                <TableCell align="right">Bits when equal</TableCell>
                <TableCell align="right">Bits when different</TableCell>
              </>
            ) : null}
            <TableCell>Method settings</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scenario.scenarioFields.map((field) => (
            <TableRow key={field.scenarioFieldId}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {field.field}
              </TableCell>
              <TableCell>{field.matchMethod ? matchMethodText(field.matchMethod) : 'Default'}</TableCell>
              <TableCell align="right">{field.weight}</TableCell>
              <TableCell>{field.indexGroup.length > 0 ? field.indexGroup.join(', ') : none}</TableCell>
              <TableCell>{field.frequentList ?? none}</TableCell>
              <TableCell>{field.synonymList ?? none}</TableCell>
              <TableCell>{field.doNotIndex ? 'No (do not index)' : 'Yes'}</TableCell>
              <TableCell>{field.guard ? 'Yes: a clear difference means another person' : 'No'}</TableCell>
              <TableCell>{field.identifier ? 'Yes: exact agreement outweighs guards' : 'No'}</TableCell>
              {withBits ? (
                <>
                  <TableCell align="right">{levelBits(fieldModel(field.field), 4)}</TableCell>
                  <TableCell align="right">{levelBits(fieldModel(field.field), 0)}</TableCell>
                </>
              ) : null}
              <TableCell>{formatMatchConfig(field.matchConfig) ?? 'Defaults'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
