import { Typography } from '@mui/material';
import type { ApiCallDay } from '../../../contract/dashboard';
import { ChartFigure } from './ChartFigure';
import { dailySummary } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { PeriodBarChart } from './PeriodBarChart';
import { pagePaths } from '../../ui/page-paths';

/** API calls of every user and client per day, opening the usage per principal behind them. */
export function ApiCallsCard({ days }: { days: readonly ApiCallDay[] }) {
  const calls = days.map(({ day, calls: amount }) => ({ day, amount }));
  return (
    <DashboardCard title="API calls per day" level="h3">
      {calls.every((day) => day.amount === 0) ? (
        <Typography>Nobody called the API in the last {calls.length} days.</Typography>
      ) : (
        <ChartFigure
          caption={
            <FigureLink role="admin" to={pagePaths.usage()}>
              {dailySummary(calls, 'API calls')}
            </FigureLink>
          }
        >
          <PeriodBarChart rows={calls} periodKey="day" series={[{ key: 'amount', label: 'API calls' }]} />
        </ChartFigure>
      )}
    </DashboardCard>
  );
}
