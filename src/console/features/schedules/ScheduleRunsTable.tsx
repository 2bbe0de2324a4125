import { Link as RouterLink } from 'react-router';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ScheduleRun } from '../../../contract/schedules';
import { pagePaths } from '../../ui/page-paths';
import { stackedTableSx } from '../../ui/stacked-table-sx';
import { formatInZone, runOutcome } from './schedule-text';

/** A schedule's history: each run, when it was due and taken up, and what it did, with a way to its groups. */
export function ScheduleRunsTable({ runs, timeZone }: { runs: ScheduleRun[]; timeZone: string }) {
  if (runs.length === 0) return <Typography>It has not run yet.</Typography>;
  return (
    <TableContainer>
      <Table aria-label="Runs" size="small" sx={stackedTableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Started</TableCell>
            <TableCell>How</TableCell>
            <TableCell sx={{ minWidth: 220 }}>What it did</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <time dateTime={run.firedAt}>{formatInZone(run.firedAt, timeZone)}</time>
              </TableCell>
              <TableCell>
                {run.byHand ? 'By hand' : `Due ${formatInZone(run.occurrence, timeZone)}`}
              </TableCell>
              <TableCell>
                {runOutcome(run)}
                {run.job?.status === 'DONE' && run.jobId && (run.job.groupCount ?? 0) > 0 && (
                  <>
                    {' · '}
                    <Link component={RouterLink} to={pagePaths.groups(run.jobId)}>
                      Review its groups
                    </Link>
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
