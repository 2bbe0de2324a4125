import { Box } from '@mui/material';
import type { ScenarioExplanation } from '../../../contract/explain';
import { scoreValueText } from '../../ui/match-breakdown/breakdown-format';
import { scenarioShortName } from './result-format';
import { ScenarioScoreText } from './ScenarioScoreText';

interface ScenarioScoreChipsProps {
  explanation: readonly ScenarioExplanation[];
  /** Singular label of the matches' type, which the chips leave out of the scenario names. */
  typeLabel: string;
}

/**
 * Every selected scenario's score of a match as a chip, "Email and Phone 0 below 90"; one that did not take the
 * match is also dashed. The full name and verdict are in its tooltip, the bars and fields in the breakdown.
 */
export function ScenarioScoreChips({ explanation, typeLabel }: ScenarioScoreChipsProps) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {explanation.map((scenario) => (
        <Box
          component="li"
          key={scenario.scenarioId}
          title={`${scenario.scenarioName}: ${scoreValueText(scenario.scenarioScore, scenario)}`}
          sx={{
            px: 1,
            border: 1,
            borderRadius: 3,
            borderStyle: scenario.reached ? 'solid' : 'dashed',
            borderColor: scenario.reached ? 'primary.main' : 'grey.500',
            color: scenario.reached ? 'primary.main' : 'text.secondary',
            typography: 'body2',
            lineHeight: '22px',
          }}
        >
          {scenarioShortName(scenario.scenarioName, typeLabel)} <ScenarioScoreText scenario={scenario} />
        </Box>
      ))}
    </Box>
  );
}
