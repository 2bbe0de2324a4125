import { Typography } from '@mui/material';
import { useHasRole } from '../../auth/use-has-role';
import { useLicenceSeat } from '../../auth/use-licence-seat';
import { FigureLink } from './FigureLink';
import { pagePaths } from '../../ui/page-paths';

/** An empty figure that needs a duplicate job: says so, and where to start one for those who may. */
export function StartJobHint({ lead }: { lead: string }) {
  const seat = useLicenceSeat();
  const mayStart = useHasRole('steward') && seat !== 'none';
  return (
    <Typography>
      {lead}
      {mayStart && (
        <>
          {' '}
          — start one on{' '}
          <FigureLink role="steward" needsSeat to={pagePaths.jobs()}>
            Duplicate jobs
          </FigureLink>
        </>
      )}
      .
    </Typography>
  );
}
