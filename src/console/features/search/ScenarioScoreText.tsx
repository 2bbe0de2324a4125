import { Box } from '@mui/material';
import type { ScenarioExplanation } from '../../../contract/explain';
import { scenarioShortStatus } from './result-format';

/**
 * A scenario's score of a match, "96", or "0 below 90" in grey when the scenario did not take the match: the words
 * say so too, so the verdict does not rest on colour.
 */
export function ScenarioScoreText({ scenario }: { scenario: ScenarioExplanation }) {
  const status = scenarioShortStatus(scenario);
  return (
    <Box
      component="span"
      sx={{ color: scenario.reached ? 'primary.main' : 'text.secondary', whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {scenario.scenarioScore}
      </Box>
      {status && (
        <>
          {' '}
          <Box component="span" sx={{ typography: 'caption' }}>
            {status}
          </Box>
        </>
      )}
    </Box>
  );
}
