import { Link as RouterLink } from 'react-router';
import { pagePaths } from '../ui/page-paths';
import { Link, Typography } from '@mui/material';

export function NotFoundPage() {
  return (
    <>
      <title>Page not found · Steward</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography>
        There is no page at this address. Go to the{' '}
        <Link component={RouterLink} to={pagePaths.home()}>
          dashboard
        </Link>
        .
      </Typography>
    </>
  );
}
