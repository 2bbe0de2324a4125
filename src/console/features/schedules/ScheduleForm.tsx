import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import type { Schedule, ScheduleScope } from '../../../contract/schedules';
import { FormTextField } from '../../ui/FormTextField';
import { JobSettingsFields } from '../../ui/job-settings/JobSettingsFields';
import { pagePaths } from '../../ui/page-paths';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { showRefusedFields } from '../../ui/server-field-errors';
import { SwitchField } from '../../ui/SwitchField';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { saveScheduleMutationOptions, scheduleKeys } from './schedule-queries';
import {
  emptyScheduleForm,
  scheduleFormPathOf,
  TIME_ZONES,
  timeZoneProblem,
  toScheduleFormValues,
  toScheduleInput,
  type ScheduleFormValues,
} from './schedule-form-values';
import { formatInZone, SCOPE_LABELS } from './schedule-text';
import { ScheduleTimesPreview } from './ScheduleTimesPreview';

/** What the list page confirms when a schedule's page sends the steward back to it. */
export interface ScheduleListState {
  confirmation: string;
}

const SCOPES: ScheduleScope[] = ['CHANGED', 'ALL'];

/** Creates or changes a schedule: its name, its times with their reading, what each run covers, and the job. */
export function ScheduleForm({ editing }: { editing: Schedule | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<ScheduleFormValues>({
    defaultValues: editing ? toScheduleFormValues(editing) : emptyScheduleForm(),
  });
  const { control, handleSubmit, setError, formState } = form;
  const [cron, timeZone, crossObjectType] = useWatch({
    control,
    name: ['cron', 'timeZone', 'job.crossObjectType'],
  });
  const save = useMutation({
    ...saveScheduleMutationOptions(),
    onSuccess: async (schedule) => {
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      const state: ScheduleListState = {
        confirmation: schedule.enabled
          ? `${schedule.name} is saved: it runs next ${formatInZone(schedule.nextRunAt ?? '', schedule.timeZone)}`
          : `${schedule.name} is saved, paused`,
      };
      await navigate(pagePaths.schedules(), { state });
    },
    onError: (error) => showRefusedFields(setError, error, scheduleFormPathOf),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={editing ? `Edit ${editing.name}` : 'New schedule'}
          onSubmit={(event) =>
            void handleSubmit((values) => save.mutate({ id: editing?.id, input: toScheduleInput(values) }))(
              event,
            )
          }
        >
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="name"
                label="Name"
                rules={{ validate: (name) => (name.trim() === '' ? 'Give the schedule a name' : undefined) }}
                hint="How the list and the audit trail name it, e.g. Nightly leads"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SwitchField control={control} name="enabled" label="Runs at its times (off: paused)" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="cron"
                label="Cron expression"
                rules={{ validate: (value) => (value.trim() === '' ? 'Say when it runs' : undefined) }}
                hint="minute hour day month weekday: 0 2 * * * is every day at 02:00"
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="timeZone"
                label="Time zone"
                rules={{ validate: timeZoneProblem }}
                hint="Its times are read in this zone; type to find it"
                slotProps={{ htmlInput: { list: 'time-zones', spellCheck: false, autoCapitalize: 'off' } }}
              />
              {/* The browser's own suggestions: a list of 400 zones needs no menu of ours. */}
              <datalist id="time-zones">
                {TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </Grid>
            <Grid size={12}>
              <ScheduleTimesPreview cron={cron} timeZone={timeZone} />
            </Grid>
            <Grid size={12}>
              <Controller
                name="scope"
                control={control}
                render={({ field }) => (
                  <FormControl disabled={crossObjectType !== ''}>
                    <FormLabel id="schedule-scope">Each run compares</FormLabel>
                    <RadioGroup {...field} aria-labelledby="schedule-scope">
                      {SCOPES.map((scope) => (
                        <FormControlLabel
                          key={scope}
                          value={scope}
                          control={<Radio />}
                          label={SCOPE_LABELS[scope]}
                        />
                      ))}
                    </RadioGroup>
                    <Typography variant="body2" color="text.secondary">
                      {crossObjectType !== ''
                        ? 'A job across two types runs over every record.'
                        : 'New and changed records are compared with every record; the first run compares them all.'}
                    </Typography>
                  </FormControl>
                )}
              />
            </Grid>
          </Grid>
          <Typography variant="h6" component="h2" gutterBottom>
            The job
          </Typography>
          <JobSettingsFields />
          <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
            <Button type="submit" variant="contained" loading={save.isPending}>
              Save schedule
            </Button>
            <Button component={RouterLink} to={pagePaths.schedules()}>
              Cancel
            </Button>
          </Box>
        </Box>
      </FormProvider>
      {save.isError && (
        <SaveFailureAlert error={save.error} pathOf={scheduleFormPathOf} title="The schedule was not saved" />
      )}
      <UnsavedChangesGuard
        when={formState.isDirty && !save.isPending && !save.isSuccess}
        what={editing?.name ?? 'the new schedule'}
      />
    </Paper>
  );
}
