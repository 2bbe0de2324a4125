import { Typography } from '@mui/material';
import type { WeeklyActivity } from '../../../contract/dashboard';
import { formatDate } from '../../ui/format-date-time';
import { count } from './dashboard-figures';
import { auditWeekPath } from './dashboard-paths';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { HeadlineFigure } from './HeadlineFigure';

/** This week's merges, with its undos and decisions beside them, each opening its events in the audit trail. */
export function MergesThisWeekCard({ week }: { week: WeeklyActivity }) {
  return (
    <DashboardCard title="Merges this week">
      <HeadlineFigure>
        <FigureLink role="steward" needsSeat to={auditWeekPath('MERGE', week.week)}>
          {count(week.merges)}
          <span className="visually-hidden"> merges this week</span>
        </FigureLink>
      </HeadlineFigure>
      <Typography variant="body2">
        Since Monday {formatDate(week.week)}:{' '}
        <FigureLink role="steward" needsSeat to={auditWeekPath('UNDO_MERGE', week.week)}>
          {count(week.undos)} undone
        </FigureLink>
        ,{' '}
        <FigureLink role="steward" needsSeat to={auditWeekPath('NOT_DUPLICATE', week.week)}>
          {count(week.decisions)} decided not duplicates
        </FigureLink>
        .
      </Typography>
    </DashboardCard>
  );
}
