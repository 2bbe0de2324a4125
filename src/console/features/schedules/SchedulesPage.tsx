import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { pagePaths } from '../../ui/page-paths';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import type { ScheduleListState } from './ScheduleForm';
import { schedulesQueryOptions } from './schedule-queries';
import { SchedulesTable } from './SchedulesTable';

/** Duplicate jobs that run on their own: the schedules, and a way to add one. */
export default function SchedulesPage() {
  const schedules = useQuery(schedulesQueryOptions());
  const location = useLocation();
  const [confirmation, setConfirmation] = useState(
    (location.state as ScheduleListState | null)?.confirmation,
  );
  return (
    <>
      <title>Schedules · Steward</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Schedules
        </Typography>
        <Button
          component={RouterLink}
          to={pagePaths.newSchedule()}
          variant="contained"
          startIcon={<AddIcon />}
        >
          New schedule
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        A schedule runs a duplicate job at the times it names, however many servers run Steward. By default
        each run compares only the records created or changed since the last one with every record, so a
        nightly run takes minutes, not hours. Its groups wait in the review queue, unless it merges the
        certain ones itself.
      </Typography>
      {confirmation && (
        // In the page rather than a snackbar: it stays until read, beside the list it speaks of.
        <Alert severity="success" role="status" onClose={() => setConfirmation(undefined)} sx={{ mb: 2 }}>
          {confirmation}
        </Alert>
      )}
      <QueryGate
        queries={[schedules]}
        loadingLabel="Loading the schedules"
        placeholder={<SkeletonRows count={3} height={48} />}
      >
        {([list]) =>
          list.length === 0 ? (
            <Typography>No schedule yet. Add one to run a duplicate job every night.</Typography>
          ) : (
            <SchedulesTable schedules={list} />
          )
        }
      </QueryGate>
    </>
  );
}
