import { Box, Typography } from '@mui/material';
import type { ScenarioExplanation } from '../../../contract/explain';
import { ScoreBar } from '../ScoreBar';
import { BreakdownFieldsTable } from './BreakdownFieldsTable';
import { scenarioStatus, scoreBasis, scoreValueText } from './breakdown-format';
import { matchSummary } from './match-summary';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ScenarioBreakdownProps {
  explanation: ScenarioExplanation;
  labels: ReadonlyMap<string, string>;
  recordName: string;
  /** Level of the scenario's heading: one below the heading of the section the results are in. */
  headingLevel?: 3 | 4;
}

/** One scenario's verdict on a match; a scenario that was not reached is shown dimmed with its threshold. */
export function ScenarioBreakdown({
  explanation,
  labels,
  recordName,
  headingLevel = 3,
}: ScenarioBreakdownProps) {
  const { reached, scenarioName, scenarioScore } = explanation;
  const basis = scoreBasis(explanation);
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        bgcolor: reached ? 'background.paper' : 'grey.100',
        color: reached ? 'text.primary' : 'text.secondary',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 1 }}>
        <Typography component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {scenarioName}
        </Typography>
        <Box sx={{ width: 200 }}>
          <ScoreBar
            value={scenarioScore}
            threshold={explanation.threshold}
            dimmed={!reached}
            label={`${scenarioName} score of ${recordName}`}
            valueText={scoreValueText(scenarioScore, explanation)}
          />
        </Box>
        <Typography
          variant="body2"
          sx={{
            fontWeight: reached || explanation.verdict === 'GUARDED' ? 600 : 400,
            color: explanation.verdict === 'GUARDED' ? 'warning.dark' : undefined,
          }}
        >
          {capitalise(scenarioStatus(explanation, labels))}
        </Typography>
        {basis ? <Typography variant="body2">{basis}</Typography> : null}
      </Box>
      {/* The match in words first; the figures behind it are in the table beneath. */}
      <Typography sx={{ mb: 1 }}>{capitalise(matchSummary(explanation, labels))}.</Typography>
      <BreakdownFieldsTable
        explanation={explanation}
        labels={labels}
        label={`${scenarioName} fields of ${recordName}`}
      />
    </Box>
  );
}
