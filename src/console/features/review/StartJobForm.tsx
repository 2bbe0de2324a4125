import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { JobInput } from '../../../contract/jobs';
import { filtersQueryOptions } from '../../api/filters-queries';
import { describeQueryOptions, recordTypesQueryOptions } from '../../api/record-types-queries';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ScenarioSelect } from '../../ui/ScenarioSelect';
import { jobKeys, startJobMutationOptions } from './review-queries';

interface StartJobValues {
  objectType: string;
  scenarioIds: string[];
  filterDeveloperName: string;
  /** '' compares the records with each other. */
  crossObjectType: string;
}

/**
 * Starts a duplicate job: a record type, optionally a filter, and what its records are compared with — each other,
 * or the records of a type it maps its fields onto (leads with contacts) — with that type's scenarios.
 */
export function StartJobForm() {
  const queryClient = useQueryClient();
  const types = useQuery(recordTypesQueryOptions());
  const { control, handleSubmit, setValue } = useForm<StartJobValues>({
    defaultValues: { objectType: 'Lead', scenarioIds: [], filterDeveloperName: '', crossObjectType: '' },
  });
  const objectType = useWatch({ control, name: 'objectType' });
  const crossObjectType = useWatch({ control, name: 'crossObjectType' });
  const describe = useQuery(describeQueryOptions(objectType));
  const scenarios = useQuery(scenariosQueryOptions(crossObjectType || objectType));
  const filters = useQuery(filtersQueryOptions(objectType));
  const start = useMutation({
    ...startJobMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.list() }),
  });
  const submit = handleSubmit((values) => {
    const input: JobInput = { objectType: values.objectType };
    if (values.scenarioIds.length > 0) input.scenarioIds = values.scenarioIds;
    if (values.filterDeveloperName) input.filterDeveloperName = values.filterDeveloperName;
    if (values.crossObjectType) input.crossObjectType = values.crossObjectType;
    start.mutate(input);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Start a duplicate job"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Controller
          name="objectType"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Record type"
              sx={{ minWidth: 200 }}
              {...field}
              onChange={(event) => {
                // Scenarios and filters belong to a type: another type starts from its defaults.
                field.onChange(event);
                setValue('scenarioIds', []);
                setValue('filterDeveloperName', '');
                setValue('crossObjectType', '');
              }}
            >
              {(types.data ?? [{ name: 'Lead', label: 'Lead', keyPrefix: '00Q' }]).map((type) => (
                <MenuItem key={type.name} value={type.name}>
                  {type.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="crossObjectType"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Compare with"
              sx={{ minWidth: 200 }}
              {...field}
              onChange={(event) => {
                // The scenarios are the compared type's.
                field.onChange(event);
                setValue('scenarioIds', []);
              }}
              helperText={field.value ? `Each ${objectType} against the ${field.value} records` : ' '}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Each other</MenuItem>
              {(describe.data?.crossObjects ?? []).map((name) => (
                <MenuItem key={name} value={name}>
                  {name} records
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <ScenarioSelect
            scenarios={scenarios.data ?? []}
            control={control}
            name="scenarioIds"
            endpoint="job"
          />
        </Box>
        <Controller
          name="filterDeveloperName"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Filter"
              sx={{ minWidth: 200 }}
              {...field}
              helperText="Only the records it accepts"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All records</MenuItem>
              {(filters.data ?? []).map((filter) => (
                <MenuItem key={filter.developerName} value={filter.developerName}>
                  {filter.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" loading={start.isPending} sx={{ mt: { md: 1 } }}>
          Start job
        </Button>
      </Stack>
      {start.isError && (
        <Box sx={{ mt: 2 }}>
          <ApiErrorAlert error={start.error} />
        </Box>
      )}
    </Box>
  );
}
