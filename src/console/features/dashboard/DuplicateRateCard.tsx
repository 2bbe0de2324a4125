import { Box } from '@mui/material';
import type { DuplicateRatePoint } from '../../../contract/dashboard';
import { count, latestRates, percentText, type TypeLabel } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { StartJobHint } from './StartJobHint';
import { pagePaths } from '../../ui/page-paths';

interface DuplicateRateCardProps {
  points: readonly DuplicateRatePoint[];
  labelOf: TypeLabel;
  /** What to say when no job finished in the period. */
  emptyLead: string;
}

/** The share of records in duplicate groups at each type's latest job, opening that job's groups. */
export function DuplicateRateCard({ points, labelOf, emptyLead }: DuplicateRateCardProps) {
  const latest = latestRates(points);
  return (
    <DashboardCard title="Latest duplicate rate">
      {latest.length === 0 ? (
        <StartJobHint lead={emptyLead} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {latest.map((point) => (
            <Box component="li" key={point.objectType} sx={{ mb: 0.5 }}>
              <FigureLink role="steward" needsSeat to={pagePaths.groups(point.jobId)}>
                {labelOf(point.objectType)}: {percentText(point.rate)}
              </FigureLink>
              <Box component="span" sx={{ display: 'block', typography: 'body2' }}>
                {count(point.recordsInGroups)} of {count(point.records)} records in groups
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
