import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Alert, AlertTitle, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { Estimate } from '../../../contract/auto-merge-rehearsal';
import { autoMergeRehearsalQueryOptions } from '../../api/auto-merge-queries';
import { toJobInput, type JobSettingsForm } from './job-settings-values';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en')} ${value === 1 ? one : many}`;

/** "96.0 % (80.5 to 99.3 %)", or that there is nothing to tell it from. */
const estimateText = ({ value, low, high }: Estimate) =>
  value === null ? 'unknown' : `${percent(value)} (${percent(low!)} to ${percent(high!)})`;

/**
 * The chosen auto-merge replayed on what stewards decided, before it is saved: how precise it would have been, how
 * much of what they merged it finds, what it would merge of the last job, and the pairs decided apart it would
 * merge. One that falls short needs the steward's confirmation, which the service audits.
 */
export function AutoMergeRehearsalPanel() {
  const { control } = useFormContext<JobSettingsForm>();
  const job = useWatch({ control, name: 'job' });
  const input = toJobInput({ ...job, autoMergeConfirmed: false });
  const rehearsal = useQuery(autoMergeRehearsalQueryOptions(input));
  if (!input.autoMerge) return null;
  if (rehearsal.isPending) return <Typography variant="body2">Replaying it on your decisions…</Typography>;
  if (rehearsal.isError) return <Alert severity="warning">The auto-merge could not be rehearsed.</Alert>;
  const figures = rehearsal.data;
  const decided = figures.mergedPairs + figures.notDuplicatePairs;
  const last = figures.lastJob;
  return (
    <Box component="section" aria-label="Rehearsal on your decisions" sx={{ flexBasis: '100%' }}>
      <Alert severity={figures.needsConfirmation ? 'warning' : 'info'}>
        <AlertTitle>
          On {count(decided, 'decided pair', 'decided pairs')}: precision {estimateText(figures.precision)}
        </AlertTitle>
        <Typography variant="body2">
          Of the pairs it would merge, {figures.truePositives} were merged by a steward and{' '}
          {figures.falsePositives} decided not duplicates; it finds {figures.truePositives} of the{' '}
          {figures.mergedPairs} merged (recall {estimateText(figures.recall)}).
        </Typography>
        {last && (
          <Typography variant="body2">
            Of the last job’s {count(last.groups, 'group', 'groups')} it would merge{' '}
            {count(last.groupsMerged, 'open group', 'open groups')}, folding{' '}
            {count(last.recordsMerged, 'record', 'records')} into their masters and moving about{' '}
            {count(last.relatedRecordsMoved, 'related record', 'related records')}.
          </Typography>
        )}
        {figures.mergedDecidedApart.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              It would merge these pairs a steward decided are not duplicates:
            </Typography>
            <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
              {figures.mergedDecidedApart.map((pair) => (
                <li key={`${pair.firstId}-${pair.secondId}`}>
                  <Typography variant="body2">
                    {pair.firstName ?? 'A record without a name'} and{' '}
                    {pair.secondName ?? 'a record without a name'} ({pair.score})
                  </Typography>
                </li>
              ))}
            </Box>
          </>
        )}
        {figures.needsConfirmation && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              It falls short of the minimum of {percent(figures.minimumPrecision)}:{' '}
              {figures.reasons.join('; ')}.
            </Typography>
            <Controller
              name="job.autoMergeConfirmed"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label="Merge automatically all the same (recorded in the audit trail)"
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
          </>
        )}
      </Alert>
    </Box>
  );
}
