import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert, AlertTitle, Button } from '@mui/material';
import type { RecordCount } from '../../../contract/dashboard';
import { startJobMutationOptions } from '../../api/job-queries';
import { useHasRole } from '../../auth/use-has-role';
import { useLicenceSeat } from '../../auth/use-licence-seat';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { pagePaths } from '../../ui/page-paths';
import { count, type TypeLabel } from './dashboard-figures';

/**
 * The home before any duplicate job has run: most figures are zeros until one does, so a steward is offered to run
 * it over the type with the most records, in one click, and follows it on the jobs page.
 */
export function FirstJobPrompt({ counts, labelOf }: { counts: readonly RecordCount[]; labelOf: TypeLabel }) {
  const navigate = useNavigate();
  const steward = useHasRole('steward');
  const seat = useLicenceSeat();
  const mayStart = steward && seat !== 'none';
  const start = useMutation({
    ...startJobMutationOptions(),
    onSuccess: () => navigate(pagePaths.jobs()),
  });
  const [largest] = counts;
  if (!largest || !mayStart) return null;
  const records = `${count(largest.records)} ${labelOf(largest.objectType)}`;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          loading={start.isPending}
          onClick={() => start.mutate({ objectType: largest.objectType })}
        >
          Run the first duplicate job
        </Button>
      }
    >
      <AlertTitle>No duplicate job has run yet</AlertTitle>A job compares the {records} with each other and
      groups the duplicates for review; it takes seconds.
      {start.isError && <ApiErrorAlert error={start.error} />}
    </Alert>
  );
}
