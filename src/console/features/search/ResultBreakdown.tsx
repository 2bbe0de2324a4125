import { Stack } from '@mui/material';
import type { ExplainedResult } from '../../../contract/explain';
import { ScenarioBreakdown } from '../../ui/match-breakdown/ScenarioBreakdown';

interface ResultBreakdownProps {
  id: string;
  result: ExplainedResult;
  labels: ReadonlyMap<string, string>;
  recordName: string;
  breakdownHeadingLevel?: 3 | 4;
}

/** The field-by-field breakdown of every scenario of a match, as its row or card expands to. */
export function ResultBreakdown({
  id,
  result,
  labels,
  recordName,
  breakdownHeadingLevel,
}: ResultBreakdownProps) {
  return (
    <Stack id={id} spacing={1.5}>
      {result.explanation.map((explanation) => (
        <ScenarioBreakdown
          key={explanation.scenarioId}
          explanation={explanation}
          labels={labels}
          recordName={recordName}
          headingLevel={breakdownHeadingLevel}
        />
      ))}
    </Stack>
  );
}
