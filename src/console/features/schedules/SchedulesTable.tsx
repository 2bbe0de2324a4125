import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Schedule } from '../../../contract/schedules';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { pagePaths } from '../../ui/page-paths';
import { stackedTableSx } from '../../ui/stacked-table-sx';
import { runScheduleMutationOptions, saveScheduleMutationOptions, scheduleKeys } from './schedule-queries';
import { formatInZone, runOutcome, SCOPE_LABELS } from './schedule-text';
import { toScheduleFormValues, toScheduleInput } from './schedule-form-values';

/**
 * The schedules by name: when each runs, in words and its next time in its zone; what its last run did; and Run
 * now and Pause or Resume, which act at once (a paused schedule resumes at its next time).
 */
export function SchedulesTable({ schedules }: { schedules: Schedule[] }) {
  const queryClient = useQueryClient();
  const types = useQuery(recordTypesQueryOptions());
  const labelOf = (name: string) => types.data?.find((type) => type.name === name)?.label ?? name;
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  const run = useMutation({ ...runScheduleMutationOptions(), onSettled: refresh });
  const pause = useMutation({ ...saveScheduleMutationOptions(), onSettled: refresh });
  const setEnabled = (schedule: Schedule, enabled: boolean) =>
    pause.mutate({ id: schedule.id, input: { ...toScheduleInput(toScheduleFormValues(schedule)), enabled } });

  return (
    <>
      {(run.isError || pause.isError) && <ApiErrorAlert error={run.error ?? pause.error} />}
      <TableContainer>
        <Table aria-label="Schedules" size="small" sx={stackedTableSx}>
          <TableHead>
            <TableRow>
              <TableCell>Schedule</TableCell>
              <TableCell>When</TableCell>
              <TableCell sx={{ minWidth: 220 }}>Last run</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {schedules.map((schedule) => (
              <TableRow key={schedule.id} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={pagePaths.schedule(schedule.id)} sx={{ fontWeight: 600 }}>
                    {schedule.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {labelOf(schedule.job.objectType)} · {SCOPE_LABELS[schedule.scope]}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{schedule.description}</Typography>
                  {schedule.enabled && schedule.nextRunAt ? (
                    <Typography variant="body2" color="text.secondary">
                      Next: {formatInZone(schedule.nextRunAt, schedule.timeZone)}
                    </Typography>
                  ) : (
                    <Chip label="Paused" size="small" sx={{ mt: 0.5 }} />
                  )}
                </TableCell>
                <TableCell>
                  {schedule.lastRun ? (
                    <>
                      <Typography variant="body2">{runOutcome(schedule.lastRun)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatInZone(schedule.lastRun.firedAt, schedule.timeZone)}
                        {schedule.lastRun.byHand ? ' · by hand' : ''}
                        {schedule.lastRun.job?.status === 'DONE' && schedule.lastRun.jobId && (
                          <>
                            {' · '}
                            <Link component={RouterLink} to={pagePaths.groups(schedule.lastRun.jobId)}>
                              Review its groups
                            </Link>
                          </>
                        )}
                      </Typography>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Not run yet
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      onClick={() => run.mutate(schedule.id)}
                      aria-label={`Run ${schedule.name} now`}
                    >
                      Run now
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setEnabled(schedule, !schedule.enabled)}
                      aria-label={`${schedule.enabled ? 'Pause' : 'Resume'} ${schedule.name}`}
                    >
                      {schedule.enabled ? 'Pause' : 'Resume'}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
