import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { LastJob } from '../../../contract/dashboard';
import { DateTimeText } from '../../ui/DateTimeText';
import { JOB_STATUS_LABELS } from '../../ui/job-status';
import { count, type TypeLabel } from './dashboard-figures';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';
import { StartJobHint } from './StartJobHint';
import { pagePaths } from '../../ui/page-paths';

const TITLE = 'Last job per record type';

interface LastJobsCardProps {
  jobs: readonly LastJob[];
  labelOf: TypeLabel;
}

/** The newest duplicate job of each record type, its groups a click away once it is done. */
export function LastJobsCard({ jobs, labelOf }: LastJobsCardProps) {
  return (
    <DashboardCard title={TITLE}>
      {jobs.length === 0 ? (
        <StartJobHint lead="No duplicate job has run yet" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Record type</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>When</TableCell>
                <TableCell align="right">Groups</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.jobId}>
                  <TableCell component="th" scope="row">
                    {labelOf(job.objectType)}
                    {job.crossObjectType && ` with ${labelOf(job.crossObjectType)}`}
                  </TableCell>
                  <TableCell>{JOB_STATUS_LABELS[job.status]}</TableCell>
                  <TableCell>
                    <DateTimeText iso={job.finishedAt ?? job.createdAt} />
                  </TableCell>
                  <TableCell align="right">
                    {job.groupCount === null ? (
                      '—'
                    ) : (
                      <FigureLink role="steward" needsSeat to={pagePaths.groups(job.jobId)}>
                        {count(job.groupCount)}
                        <span className="visually-hidden"> groups of the {labelOf(job.objectType)} job</span>
                      </FigureLink>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DashboardCard>
  );
}
