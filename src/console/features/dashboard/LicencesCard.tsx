import { Typography } from '@mui/material';
import { count } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { HeadlineFigure } from './HeadlineFigure';
import { pagePaths } from '../../ui/page-paths';

/** The API licence seats assigned, opening the seats and their holders. */
export function LicencesCard({ inUse }: { inUse: number }) {
  return (
    <DashboardCard title="Licences in use" level="h3">
      <HeadlineFigure>
        <FigureLink role="admin" to={pagePaths.licences()}>
          {count(inUse)}
          <span className="visually-hidden"> licence seats assigned</span>
        </FigureLink>
      </HeadlineFigure>
      <Typography variant="body2">API licence seats assigned to users and clients.</Typography>
    </DashboardCard>
  );
}
