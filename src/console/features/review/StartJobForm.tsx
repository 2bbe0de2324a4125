import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { Box, Button } from '@mui/material';
import { startJobMutationOptions } from '../../api/job-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { JobSettingsFields } from '../../ui/job-settings/JobSettingsFields';
import {
  defaultJobSettings,
  toJobInput,
  type JobSettingsForm,
} from '../../ui/job-settings/job-settings-values';
import { jobKeys } from './review-queries';

/** Starts a duplicate job with the settings a steward chooses (JobSettingsFields). */
export function StartJobForm() {
  const queryClient = useQueryClient();
  const form = useForm<JobSettingsForm>({ defaultValues: { job: defaultJobSettings() } });
  const start = useMutation({
    ...startJobMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.list() }),
  });
  const submit = form.handleSubmit((values) => start.mutate(toJobInput(values.job)));

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Start a duplicate job"
      >
        <JobSettingsFields>
          <Button type="submit" variant="contained" loading={start.isPending} sx={{ mt: { md: 1 } }}>
            Start job
          </Button>
        </JobSettingsFields>
        {start.isError && (
          <Box sx={{ mt: 2 }}>
            <ApiErrorAlert error={start.error} />
          </Box>
        )}
      </Box>
    </FormProvider>
  );
}
