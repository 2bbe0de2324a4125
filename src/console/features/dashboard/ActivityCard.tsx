import { useNavigate } from 'react-router';
import { Typography } from '@mui/material';
import type { AuditAction } from '../../../contract/audit';
import type { WeeklyActivity } from '../../../contract/dashboard';
import { useHasRole } from '../../auth/use-has-role';
import { ChartFigure } from './ChartFigure';
import { activitySummary } from './dashboard-figures';
import { auditWeekPath } from './dashboard-paths';
import { DashboardCard } from './DashboardCard';
import { PeriodBarChart } from './PeriodBarChart';

const ACTION_OF = {
  merges: 'MERGE',
  undos: 'UNDO_MERGE',
  decisions: 'NOT_DUPLICATE',
} as const satisfies Record<keyof Omit<WeeklyActivity, 'week'>, AuditAction>;

const TITLE = 'Merges, undos and decisions per week';

/** What stewards did week by week; a bar opens the audit trail's events behind it. */
export function ActivityCard({ activity }: { activity: readonly WeeklyActivity[] }) {
  const navigate = useNavigate();
  const mayAudit = useHasRole('steward');
  const idle = activity.every((week) => week.merges + week.undos + week.decisions === 0);
  if (idle)
    return (
      <DashboardCard title={TITLE}>
        <Typography>
          No merges, undos or not-a-duplicate decisions in the last {activity.length} weeks.
        </Typography>
      </DashboardCard>
    );
  return (
    <DashboardCard title={TITLE}>
      <ChartFigure caption={activitySummary(activity)}>
        <PeriodBarChart
          rows={activity}
          periodKey="week"
          series={[
            { key: 'merges', label: 'Merges' },
            { key: 'undos', label: 'Merges undone' },
            { key: 'decisions', label: 'Not duplicates' },
          ]}
          onBarClick={
            mayAudit ? (week, key) => void navigate(auditWeekPath(ACTION_OF[key], week.week)) : undefined
          }
        />
      </ChartFigure>
    </DashboardCard>
  );
}
