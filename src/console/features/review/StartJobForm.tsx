import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { JobInput } from '../../../contract/jobs';
import type { MasterRule } from '../../../contract/merge';
import { filtersQueryOptions } from '../../api/filters-queries';
import { describeQueryOptions, recordTypesQueryOptions } from '../../api/record-types-queries';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ScenarioSelect } from '../../ui/ScenarioSelect';
import { startJobMutationOptions } from '../../api/job-queries';
import { jobKeys } from './review-queries';

interface StartJobValues {
  objectType: string;
  scenarioIds: string[];
  filterDeveloperName: string;
  /** '' compares the records with each other. */
  crossObjectType: string;
  /** '' merges nothing: every group waits for review. */
  autoMergeScore: string;
  autoMergeRule: MasterRule;
}

const AUTO_MERGE_SCORES = ['100', '98', '95', '90'];
const MASTER_RULES: { value: MasterRule; label: string }[] = [
  { value: 'MOST_COMPLETE', label: 'Most complete record' },
  { value: 'OLDEST', label: 'Oldest record' },
  { value: 'LAST_MODIFIED', label: 'Most recently modified record' },
];

/**
 * Starts a duplicate job: a record type, optionally a filter, and what its records are compared with — each other,
 * or the records of a type it maps its fields onto (leads with contacts) — with that type's scenarios; within one
 * type, optionally merging the groups at or above a score when it ends.
 */
export function StartJobForm() {
  const queryClient = useQueryClient();
  const types = useQuery(recordTypesQueryOptions());
  const { control, handleSubmit, setValue } = useForm<StartJobValues>({
    defaultValues: {
      objectType: 'Lead',
      scenarioIds: [],
      filterDeveloperName: '',
      crossObjectType: '',
      autoMergeScore: '',
      autoMergeRule: 'MOST_COMPLETE',
    },
  });
  const objectType = useWatch({ control, name: 'objectType' });
  const crossObjectType = useWatch({ control, name: 'crossObjectType' });
  const autoMergeScore = useWatch({ control, name: 'autoMergeScore' });
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
    else if (values.autoMergeScore)
      input.autoMerge = { minScore: Number(values.autoMergeScore), masterRule: values.autoMergeRule };
    start.mutate(input);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Start a duplicate job"
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
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
        <Controller
          name="autoMergeScore"
          control={control}
          render={({ field }) => (
            <TextField
              select
              label="Merge automatically"
              sx={{ minWidth: 200 }}
              {...field}
              disabled={crossObjectType !== ''}
              helperText={
                crossObjectType !== ''
                  ? 'Not across two types'
                  : field.value
                    ? 'When the job ends; undo them together'
                    : 'Every group waits for review'
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">No</MenuItem>
              {AUTO_MERGE_SCORES.map((score) => (
                <MenuItem key={score} value={score}>
                  Groups scoring {score === '100' ? '100' : `${score} or more`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {autoMergeScore !== '' && crossObjectType === '' && (
          <Controller
            name="autoMergeRule"
            control={control}
            render={({ field }) => (
              <TextField select label="Master" sx={{ minWidth: 200 }} {...field}>
                {MASTER_RULES.map((rule) => (
                  <MenuItem key={rule.value} value={rule.value}>
                    {rule.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
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
