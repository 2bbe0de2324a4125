import { Typography } from '@mui/material';
import type { WeeklyActivity } from '../../../contract/dashboard';
import { formatDate } from '../../ui/format-date-time';
import { count, plural } from './dashboard-figures';
import { auditWeekPath } from './dashboard-paths';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { HeadlineFigure } from './HeadlineFigure';

/**
 * This week's merges that stand (merged less undone), with the merges, undos and decisions beside them, each
 * opening its events in the audit trail.
 */
export function MergesThisWeekCard({ week }: { week: WeeklyActivity }) {
  const standing = Math.max(0, week.merges - week.undos);
  return (
    <DashboardCard title="Merges this week">
      <HeadlineFigure>
        {count(standing)}
        <span className="visually-hidden"> {standing === 1 ? 'merge' : 'merges'} standing this week</span>
      </HeadlineFigure>
      <Typography variant="body2">
        Since Monday {formatDate(week.week)}:{' '}
        <FigureLink role="steward" needsSeat to={auditWeekPath('MERGE', week.week)}>
          {count(week.merges)} merged
        </FigureLink>
        ,{' '}
        <FigureLink role="steward" needsSeat to={auditWeekPath('UNDO_MERGE', week.week)}>
          {count(week.undos)} undone
        </FigureLink>
        ;{' '}
        <FigureLink role="steward" needsSeat to={auditWeekPath('NOT_DUPLICATE', week.week)}>
          {plural(week.decisions, 'not-a-duplicate decision', 'not-a-duplicate decisions')}
        </FigureLink>
        .
      </Typography>
    </DashboardCard>
  );
}
