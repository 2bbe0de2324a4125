import { Box, TableCell, Typography } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import { ScoreBar } from '../../ui/ScoreBar';
import { scoreValueText } from '../../ui/match-breakdown/breakdown-format';

/** Every selected scenario's score of a match as a bar with its threshold tick; scenarios not reached in grey. */
export function ScenarioScoresCell({ result, recordName }: { result: ExplainedResult; recordName: string }) {
  return (
    <TableCell sx={{ minWidth: 240 }}>
      {result.explanation.map((explanation) => (
        <Box
          key={explanation.scenarioId}
          sx={{ color: explanation.reached ? 'text.primary' : 'text.secondary' }}
        >
          <Typography component="span" variant="caption" sx={{ display: 'block', lineHeight: 1.3 }}>
            {explanation.scenarioName}
            {explanation.reached ? '' : ` · below ${explanation.threshold}`}
          </Typography>
          <ScoreBar
            value={explanation.scenarioScore}
            threshold={explanation.threshold}
            dimmed={!explanation.reached}
            label={`${explanation.scenarioName} score of ${recordName}`}
            valueText={scoreValueText(explanation.scenarioScore, explanation)}
          />
        </Box>
      ))}
    </TableCell>
  );
}
