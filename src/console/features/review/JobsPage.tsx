import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Paper, Typography } from '@mui/material';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { JobsTable } from './JobsTable';
import { jobsQueryOptions } from './review-queries';
import { StartJobForm } from './StartJobForm';
import { pagePaths } from '../../ui/page-paths';

/** Duplicate jobs: start one over a whole record type, follow it, and open the groups it found for review. */
export default function JobsPage() {
  const jobs = useQuery(jobsQueryOptions());
  return (
    <>
      <title>Duplicate jobs · Steward</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Duplicate jobs
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        A job compares every record of a type with its batch scenarios and groups the duplicates it finds,
        never putting two records a guard tells apart into one group. Review the groups: merge them, or decide
        they are not duplicates, and later jobs remember (
        <Link component={RouterLink} to={pagePaths.notDuplicates()}>
          pairs decided not duplicates
        </Link>
        ).
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Start a job
        </Typography>
        <StartJobForm />
      </Paper>
      <Box component="section" aria-labelledby="jobs-heading">
        <Typography id="jobs-heading" variant="h5" component="h2" gutterBottom>
          Recent jobs
        </Typography>
        <QueryGate
          queries={[jobs]}
          loadingLabel="Loading the jobs"
          placeholder={<SkeletonRows count={3} height={36} />}
        >
          {([list]) => <JobsTable jobs={list} />}
        </QueryGate>
      </Box>
    </>
  );
}
