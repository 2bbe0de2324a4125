import { useQuery } from '@tanstack/react-query';
import { Alert, LinearProgress, Typography } from '@mui/material';
import type { IndexBuildReport } from '../../../contract/index-builds';
import { DateTimeText } from '../../ui/DateTimeText';
import { indexBuildQueryOptions } from './scenario-admin-queries';

const count = new Intl.NumberFormat();
const percentOf = (build: IndexBuildReport) =>
  build.total === 0 ? 100 : Math.floor((100 * build.done) / build.total);
const progressText = (build: IndexBuildReport) =>
  `${count.format(build.done)} of ${count.format(build.total)} records indexed (${percentOf(build)} %)`;

/**
 * Where the record type's index stands after a change to its keys: a large type is indexed in the background,
 * and its searches keep the scenarios as they were until that completes, which the admin needs to know.
 */
export function IndexBuildProgress({ objectName, label }: { objectName: string; label: string }) {
  const { data: build } = useQuery(indexBuildQueryOptions(objectName));
  if (!build) return null;
  if (build.status === 'COMPLETED')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label} index last rebuilt for a change on <DateTimeText iso={build.finishedAt!} />.
      </Typography>
    );
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      <Typography variant="body2">
        Indexing {label} records for the last change: searches use the scenarios as they were until it
        completes.
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percentOf(build)}
        aria-label={`Progress of the ${label} index build`}
        aria-valuetext={progressText(build)}
        sx={{ my: 1 }}
      />
      <Typography variant="body2">{progressText(build)}</Typography>
      {build.error && (
        <Typography variant="body2" color="error">
          Retrying after an error: {build.error}
        </Typography>
      )}
    </Alert>
  );
}
