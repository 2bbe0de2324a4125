import { Box, Typography } from '@mui/material';
import type { UpsertMatch } from '../../contract/audit';
import { ScoreBar } from './ScoreBar';

/** Why a write updated an existing record: its best score, and each scenario's score as a bar. */
export function MatchScores({ match, subject }: { match: UpsertMatch; subject: string }) {
  return (
    <Box>
      <Typography sx={{ mb: 0.5 }}>
        Matched an existing record with score <strong>{match.score}</strong> of 100.
      </Typography>
      {match.scenarioScores.map((scenario) => (
        <Box key={scenario.scenarioId} sx={{ maxWidth: 360 }}>
          <Typography component="span" variant="caption" sx={{ display: 'block', lineHeight: 1.3 }}>
            {scenario.scenarioName}
          </Typography>
          <ScoreBar value={scenario.scenarioScore} label={`${scenario.scenarioName} score of ${subject}`} />
        </Box>
      ))}
    </Box>
  );
}
