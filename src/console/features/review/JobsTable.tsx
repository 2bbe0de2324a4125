import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Button,
  Chip,
  LinearProgress,
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
import type { Job } from '../../../contract/jobs';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/format-date-time';
import { JOB_STATUS_LABELS } from '../../ui/job-status';
import { progressPercent, progressText } from './job-progress';
import { jobSubject } from './job-subject';
import { cancelJobMutationOptions, deleteJobMutationOptions, jobKeys } from './review-queries';
import { pagePaths } from '../../ui/page-paths';

const STATUS_COLOR = {
  QUEUED: 'default',
  RUNNING: 'primary',
  DONE: 'success',
  CANCELLED: 'default',
  FAILED: 'error',
} as const;

const jobName = (job: Job) => `${jobSubject(job)} job of ${formatDateTime(job.createdAt)}`;

/** The recent jobs: what each runs, its progress while running, its groups once done, cancel and delete. */
export function JobsTable({ jobs }: { jobs: Job[] }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
  const cancel = useMutation({ ...cancelJobMutationOptions(), onSettled: refresh });
  const remove = useMutation({ ...deleteJobMutationOptions(), onSettled: refresh });
  const [deleting, setDeleting] = useState<Job | undefined>();

  if (jobs.length === 0) return <Typography>No job has run yet. Start one above.</Typography>;
  return (
    <>
      {(cancel.isError || remove.isError) && <ApiErrorAlert error={cancel.error ?? remove.error} />}
      <TableContainer>
        <Table aria-label="Duplicate jobs" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Job</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={{ minWidth: 260 }}>Progress</TableCell>
              <TableCell>Groups</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row">
                  <Typography sx={{ fontWeight: 600 }}>{jobSubject(job)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {job.scenarios.map((scenario) => scenario.scenarioName).join(', ')}
                    {job.filterDeveloperName ? ` · filter ${job.filterDeveloperName}` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {job.createdBy} · <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip label={JOB_STATUS_LABELS[job.status]} color={STATUS_COLOR[job.status]} size="small" />
                  {job.errorMessage && (
                    <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                      {job.errorMessage}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <LinearProgress
                    variant="determinate"
                    value={progressPercent(job)}
                    aria-label={`Progress of the ${jobName(job)}`}
                    aria-valuetext={progressText(job)}
                  />
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {progressText(job)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {job.status === 'DONE' ? (
                    <Stack spacing={0.5}>
                      <Link component={RouterLink} to={pagePaths.groups(job.id)}>
                        Review {job.groupCount?.toLocaleString('en')} groups
                      </Link>
                      {job.autoMergeBatchId && (
                        // The groups page shows the batch's progress and summary, with Undo this batch.
                        <Link
                          component={RouterLink}
                          to={pagePaths.groups(job.id, { batch: job.autoMergeBatchId })}
                        >
                          Auto-merge at {job.autoMerge?.minScore} or more
                        </Link>
                      )}
                    </Stack>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {(job.status === 'QUEUED' || job.status === 'RUNNING') && (
                      <Button
                        size="small"
                        onClick={() => cancel.mutate(job.id)}
                        aria-label={`Cancel the ${jobName(job)}`}
                      >
                        Cancel
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(job)}
                      aria-label={`Delete the ${jobName(job)}`}
                    >
                      Delete
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this job?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(undefined);
        }}
      >
        The {deleting ? jobName(deleting) : 'job'} and every group it found are deleted. Merges and decisions
        made from its groups stay.
      </ConfirmDialog>
    </>
  );
}
