import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, InputAdornment, Paper, Typography } from '@mui/material';
import type { AlertSettings } from '../../../contract/alerts';
import type { AutoMergeSettings } from '../../../contract/auto-merge-rehearsal';
import { FormTextField } from '../../ui/FormTextField';
import { SavedSnackbar } from '../../ui/SavedSnackbar';
import { SaveFailureAlert } from '../../ui/SaveFailureAlert';
import { showRefusedFields } from '../../ui/server-field-errors';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { automationKeys, saveAutomationMutationOptions } from './automation-queries';
import {
  automationSettings,
  automationValues,
  numberProblem,
  type AutomationValues,
} from './automation-values';

/** The form's field for a setting the service names. */
const pathOf = (serverField: string): keyof AutomationValues | undefined =>
  serverField === 'minimumPrecision'
    ? 'minimumPrecisionPercent'
    : (['shareMultiple', 'minimumRecords', 'queueDays'] as const).find((field) => field === serverField);

const suffix = (text: string) => ({
  input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> },
});

/** When alerts are raised: each setting's input, its unit and what it means. */
const ALERT_FIELDS = [
  {
    name: 'shareMultiple',
    label: 'Duplicates from a source',
    inputMode: 'decimal',
    suffix: '× usual',
    hint: 'A source whose share of duplicates in a day reaches this many times its usual share (the median of its last 28 days) raises an alert.',
    validate: (text: string) => numberProblem(text, 1.5, 100),
  },
  {
    name: 'minimumRecords',
    label: 'Fewest records judged',
    inputMode: 'numeric',
    suffix: 'a day',
    hint: "A source's day of fewer records than this is not judged: a handful of duplicates proves nothing.",
    validate: (text: string) => numberProblem(text, 1, 1_000_000, true),
  },
  {
    name: 'queueDays',
    label: 'Longest wait for review',
    inputMode: 'numeric',
    suffix: 'days',
    hint: "The review queue's oldest open item waiting longer than this raises an alert.",
    validate: (text: string) => numberProblem(text, 1, 365, true),
  },
] as const;

interface AutomationFormProps {
  autoMerge: AutoMergeSettings;
  alerts: AlertSettings;
}

/** When an auto-merge needs a steward's confirmation, and when a source or the review queue raises an alert. */
export function AutomationForm({ autoMerge, alerts }: AutomationFormProps) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string>();
  const { control, handleSubmit, setError, reset, formState } = useForm<AutomationValues>({
    defaultValues: automationValues(autoMerge, alerts),
  });
  const save = useMutation({
    ...saveAutomationMutationOptions(),
    onSuccess: async (_nothing, settings) => {
      reset(automationValues(settings.autoMerge, settings.alerts));
      await queryClient.invalidateQueries({ queryKey: automationKeys.all });
      setSaved(
        'The automation settings are saved: the next rehearsal and the next look at the alerts use them.',
      );
    },
    onError: (error) => showRefusedFields(setError, error, pathOf),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '60ch' }}>
      <UnsavedChangesGuard when={formState.isDirty && !save.isPending} what="the automation settings" />
      <Box
        component="form"
        noValidate
        aria-label="Automation settings"
        onSubmit={(event) => void handleSubmit((values) => save.mutate(automationSettings(values)))(event)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h2" variant="h6">
          Auto-merge
        </Typography>
        <FormTextField
          control={control}
          name="minimumPrecisionPercent"
          label="Minimum precision"
          inputMode="decimal"
          slotProps={suffix('%')}
          hint="An auto-merge whose rehearsal on the stewards' decisions is less precise than this, or rests on fewer than 50 decided pairs, is saved only when a steward confirms it."
          rules={{ validate: (text) => numberProblem(text, 50, 100) }}
        />
        <Typography component="h2" variant="h6">
          Alerts
        </Typography>
        {ALERT_FIELDS.map(({ validate, suffix: unit, ...field }) => (
          <FormTextField
            key={field.name}
            control={control}
            {...field}
            slotProps={suffix(unit)}
            rules={{ validate }}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save settings
          </Button>
        </Box>
      </Box>
      {save.isError && (
        <SaveFailureAlert error={save.error} pathOf={pathOf} title="The settings were not saved" />
      )}
      <SavedSnackbar message={saved} onClose={() => setSaved(undefined)} />
    </Paper>
  );
}
