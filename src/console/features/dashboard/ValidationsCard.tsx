import { Typography } from '@mui/material';
import type { ValidationDay } from '../../../contract/dashboard';
import { ChartFigure } from './ChartFigure';
import { count, validationTotals } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { PeriodBarChart } from './PeriodBarChart';
import { pagePaths } from '../../ui/page-paths';

const TITLE = 'Validations per day';

/** Address, e-mail and phone validations per day; admins open the usage per user behind them. */
export function ValidationsCard({ days }: { days: readonly ValidationDay[] }) {
  const { address, email, phone } = validationTotals(days);
  const period = `the last ${days.length} days`;
  if (address + email + phone === 0)
    return (
      <DashboardCard title={TITLE}>
        <Typography>No address, e-mail or phone validation in {period}.</Typography>
      </DashboardCard>
    );
  return (
    <DashboardCard title={TITLE}>
      <ChartFigure
        caption={
          <FigureLink role="admin" to={pagePaths.usage()}>
            {count(address)} address, {count(email)} e-mail and {count(phone)} phone validations in {period}
          </FigureLink>
        }
      >
        <PeriodBarChart
          rows={days}
          periodKey="day"
          stacked
          series={[
            { key: 'address', label: 'Address' },
            { key: 'email', label: 'E-mail' },
            { key: 'phone', label: 'Phone' },
          ]}
        />
      </ChartFigure>
    </DashboardCard>
  );
}
