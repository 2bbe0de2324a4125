import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EditPageHeading } from '../../ui/EditPageHeading';
import { pagePaths } from '../../ui/page-paths';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import {
  deleteScheduleMutationOptions,
  runScheduleMutationOptions,
  scheduleKeys,
  scheduleQueryOptions,
  scheduleRunsQueryOptions,
} from './schedule-queries';
import { ScheduleForm, type ScheduleListState } from './ScheduleForm';
import { ScheduleRunsTable } from './ScheduleRunsTable';

/** A schedule's page: `/schedules/new` creates one; `/schedules/{id}` changes it, runs it now, shows its history. */
export default function ScheduleEditPage() {
  const { scheduleId } = useParams();
  const heading = (title: string) => (
    <EditPageHeading
      title={title}
      section="Schedules"
      backTo={pagePaths.schedules()}
      backLabel="All schedules"
    />
  );
  if (scheduleId === undefined) {
    return (
      <>
        {heading('New schedule')}
        <ScheduleForm editing={undefined} />
      </>
    );
  }
  return <ExistingSchedule scheduleId={scheduleId} heading={heading} />;
}

function ExistingSchedule({
  scheduleId,
  heading,
}: {
  scheduleId: string;
  heading: (title: string) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schedule = useQuery(scheduleQueryOptions(scheduleId));
  const runs = useQuery(scheduleRunsQueryOptions(scheduleId));
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  const run = useMutation({ ...runScheduleMutationOptions(), onSettled: refresh });
  const remove = useMutation({
    ...deleteScheduleMutationOptions(),
    onSuccess: async () => {
      await refresh();
      const state: ScheduleListState = {
        confirmation: `${schedule.data?.name ?? 'The schedule'} is deleted`,
      };
      await navigate(pagePaths.schedules(), { state });
    },
  });
  if (schedule.isError) {
    return (
      <>
        {heading('Schedule')}
        <Alert severity="warning">This schedule does not exist, or has been deleted.</Alert>
      </>
    );
  }
  return (
    <QueryGate
      queries={[schedule]}
      loadingLabel="Loading the schedule"
      placeholder={<SkeletonRows count={5} height={56} />}
    >
      {([current]) => (
        <>
          {heading(current.name)}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Button variant="outlined" loading={run.isPending} onClick={() => run.mutate(current.id)}>
              Run now
            </Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              Delete schedule
            </Button>
          </Box>
          {(run.isError || remove.isError) && <ApiErrorAlert error={run.error ?? remove.error} />}
          <ScheduleForm key={current.updatedAt} editing={current} />
          <Box component="section" aria-labelledby="runs-heading" sx={{ mt: 4 }}>
            <Typography id="runs-heading" variant="h5" component="h2" gutterBottom>
              History
            </Typography>
            <QueryGate
              queries={[runs]}
              loadingLabel="Loading its runs"
              placeholder={<SkeletonRows count={3} height={36} />}
            >
              {([list]) => <ScheduleRunsTable runs={list} timeZone={current.timeZone} />}
            </QueryGate>
          </Box>
          <ConfirmDialog
            open={deleting}
            title={`Delete ${current.name}?`}
            confirmLabel="Delete"
            onCancel={() => setDeleting(false)}
            onConfirm={() => {
              setDeleting(false);
              remove.mutate(current.id);
            }}
          >
            It stops running, and its history of runs goes with it. The jobs it ran stay, with their groups.
          </ConfirmDialog>
        </>
      )}
    </QueryGate>
  );
}
