import { Box, Typography } from '@mui/material';
import type { IndexBuildReport } from '../../../contract/index-builds';
import { DateTimeText } from '../../ui/DateTimeText';
import { count, type TypeLabel } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { pagePaths } from '../../ui/page-paths';

interface IndexBuildsCardProps {
  builds: readonly IndexBuildReport[];
  labelOf: TypeLabel;
}

/** Match indexes being rebuilt after a change to the scenarios' keys, and the last rebuild of each type. */
export function IndexBuildsCard({ builds, labelOf }: IndexBuildsCardProps) {
  const running = builds.filter((build) => build.status === 'BUILDING');
  return (
    <DashboardCard title="Index builds" level="h3">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {running.length === 0
          ? 'None running: every search uses the scenarios as saved.'
          : `${count(running.length)} running: their searches use the scenarios as they were until done.`}
      </Typography>
      {builds.length === 0 ? (
        <Typography variant="body2">No index has been rebuilt in the background yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {builds.map((build) => (
            <Box component="li" key={`${build.objectName} ${build.startedAt}`} sx={{ mb: 0.5 }}>
              <FigureLink role="admin" to={pagePaths.scenarioList({ type: build.objectName })}>
                {labelOf(build.objectName)}
              </FigureLink>
              :{' '}
              {build.status === 'BUILDING' ? (
                `${count(build.done)} of ${count(build.total)} records indexed`
              ) : (
                <>
                  rebuilt <DateTimeText iso={build.finishedAt ?? build.startedAt} />
                </>
              )}
              {build.error && (
                <Typography variant="body2" color="error">
                  Retrying after an error: {build.error}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
