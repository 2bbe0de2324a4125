import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ScenarioExplanation } from '../../../contract/explain';
import { LabelWithCodeCell } from '../LabelWithCodeCell';
import { ScoreBar } from '../ScoreBar';
import { FieldSideCell } from './FieldSideCell';
import { matchMethodText } from '../match-method-text';
import { evidenceText, formatBits, formatSynonymMatch } from './breakdown-format';

interface BreakdownFieldsTableProps {
  explanation: ScenarioExplanation;
  /** Field labels by API name. */
  labels: ReadonlyMap<string, string>;
  /** Accessible name of the table, e.g. "Lead Default fields of Jennifer Turcotte". */
  label: string;
}

/**
 * How each field of one scenario compared the search value with the record's value: a field empty on either side
 * is dimmed and not counted, a placeholder counts weakly, and a guard that held the pair apart is marked.
 */
export function BreakdownFieldsTable({ explanation, labels, label }: BreakdownFieldsTableProps) {
  return (
    // A fixed layout lines up the columns of the scenarios shown one below the other.
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', minWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 130 }}>Field</TableCell>
          <TableCell sx={{ width: 220 }}>Method</TableCell>
          <TableCell align="right" sx={{ width: 120 }}>
            Weight
          </TableCell>
          <TableCell>Input</TableCell>
          <TableCell>Candidate</TableCell>
          <TableCell sx={{ width: 150 }}>Synonym matches</TableCell>
          <TableCell sx={{ width: 150 }}>Field score</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {explanation.fields.map((field) => {
          const fieldLabel = labels.get(field.field) ?? field.field;
          return (
            <TableRow
              key={field.field}
              // Dimming would cost contrast: a field that did not count is in italics, a guard that fired is marked
              // at the row's edge and by its chip.
              sx={{
                fontStyle: field.evidence === 'MISSING' ? 'italic' : undefined,
                '& > :first-of-type': field.guardFired
                  ? { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}` }
                  : undefined,
              }}
            >
              <LabelWithCodeCell label={fieldLabel} code={field.field} />
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {matchMethodText(field.matchMethod)}
                {field.guard ? (
                  <Chip
                    size="small"
                    variant={field.guardFired ? 'filled' : 'outlined'}
                    color={field.guardFired ? 'warning' : 'default'}
                    label={field.guardFired ? 'Guard: differs' : 'Guard'}
                    sx={{ ml: 0.5 }}
                  />
                ) : null}
              </TableCell>
              <TableCell align="right">{evidenceText(field)}</TableCell>
              <FieldSideCell side={field.input} />
              <FieldSideCell
                side={field.candidate}
                swappedFrom={
                  field.candidateField === field.field
                    ? undefined
                    : (labels.get(field.candidateField) ?? field.candidateField)
                }
              />
              <TableCell>
                {field.synonymMatches.length === 0 ? (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    None
                  </Typography>
                ) : (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {field.synonymMatches.map((match) => (
                      <Chip key={match} size="small" variant="outlined" label={formatSynonymMatch(match)} />
                    ))}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                {field.evidence === 'MISSING' ? (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    Not counted
                  </Typography>
                ) : (
                  <>
                    <ScoreBar value={field.score} label={`${fieldLabel} score`} />
                    {field.bits === null ? null : (
                      <Typography variant="caption" component="div">
                        {formatBits(field.bits)}
                      </Typography>
                    )}
                  </>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
