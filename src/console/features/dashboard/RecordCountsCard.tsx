import { Box, Typography } from '@mui/material';
import type { RecordCount } from '../../../contract/dashboard';
import { pagePaths } from '../../ui/page-paths';
import { count, type TypeLabel } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { HeadlineFigure } from './HeadlineFigure';

/** The records held, in all and per type, each type's figure opening its records. */
export function RecordCountsCard({
  counts,
  labelOf,
}: {
  counts: readonly RecordCount[];
  labelOf: TypeLabel;
}) {
  const total = counts.reduce((sum, { records }) => sum + records, 0);
  return (
    <DashboardCard title="Records">
      <HeadlineFigure>
        {count(total)}
        <span className="visually-hidden"> records</span>
      </HeadlineFigure>
      {total === 0 ? (
        <Typography>No record is stored yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {counts.map(({ objectType, records }) => (
            <Box component="li" key={objectType} sx={{ mb: 0.5 }}>
              <FigureLink role="viewer" needsSeat to={pagePaths.recordList(objectType)}>
                {labelOf(objectType)}: {count(records)}
              </FigureLink>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
