import { useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { SObjectRecord } from '../../../contract/records';
import type { ScenarioScore } from '../../../contract/search';
import { ScoreBar } from '../../ui/ScoreBar';
import { ScoreBreakdownDialog } from './ScoreBreakdownDialog';

/** Two records found to be duplicates, with each scenario's score of them. */
export interface ScoredPair {
  recordId: string;
  duplicateId: string;
  scenarioScores: ScenarioScore[];
}

interface PairScoresSectionProps {
  heading: string;
  pairs: ScoredPair[];
  /** The records as stored now: a pair one of whose records is no longer among them has no breakdown. */
  records: SObjectRecord[];
  /** The scenarios the breakdown explains; the record type's search scenarios when undefined. */
  scenarioIds: string[] | undefined;
  /** What each record is called on the page (recordLabels), by id: the comparison's column headers. */
  labels: ReadonlyMap<string, string>;
}

/** Why records are under review: each pair's scenario scores, and its score breakdown one click away. */
export function PairScoresSection({ heading, pairs, records, scenarioIds, labels }: PairScoresSectionProps) {
  const headingId = useId();
  const [shown, setShown] = useState<{ record: SObjectRecord; other: SObjectRecord }>();
  const stored = (id: string) => records.find((record) => record.Id === id);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Stack spacing={1}>
        {pairs.map((pair) => {
          const record = stored(pair.recordId);
          const other = stored(pair.duplicateId);
          // A record merged or deleted since has no column: named as "a record no longer stored".
          const named = `${labels.get(pair.recordId) ?? 'a record no longer stored'} and ${labels.get(pair.duplicateId) ?? 'a record no longer stored'}`;
          return (
            <Box key={`${pair.recordId}-${pair.duplicateId}`}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {named}
                </Typography>
                {record && other ? (
                  <Button
                    size="small"
                    onClick={() => setShown({ record, other })}
                    aria-label={`Score breakdown of ${named}`}
                  >
                    Score breakdown
                  </Button>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    No score breakdown: a record of this pair was merged or deleted since.
                  </Typography>
                )}
              </Stack>
              {pair.scenarioScores.map((score) => (
                <Box
                  key={score.scenarioId}
                  sx={{ display: 'grid', gridTemplateColumns: '14rem 1fr', gap: 1 }}
                >
                  <Typography variant="body2">{score.scenarioName}</Typography>
                  <ScoreBar value={score.scenarioScore} label={`${score.scenarioName} score of ${named}`} />
                </Box>
              ))}
            </Box>
          );
        })}
      </Stack>
      {shown && (
        <ScoreBreakdownDialog
          record={shown.record}
          other={shown.other}
          scenarioIds={scenarioIds}
          onClose={() => setShown(undefined)}
        />
      )}
    </Box>
  );
}
