import { Typography } from '@mui/material';
import { useHasRole } from '../../auth/use-has-role';
import { FigureLink } from './FigureLink';

/** An empty figure that needs a duplicate job: says so, and where to start one for those who may. */
export function StartJobHint({ lead }: { lead: string }) {
  const mayStart = useHasRole('steward');
  return (
    <Typography>
      {lead}
      {mayStart && (
        <>
          {' '}
          — start one on{' '}
          <FigureLink role="steward" to="/jobs">
            Duplicate jobs
          </FigureLink>
        </>
      )}
      .
    </Typography>
  );
}
